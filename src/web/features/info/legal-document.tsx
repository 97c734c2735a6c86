import type { ReactNode } from 'react';
import { Prose } from './page-body';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** Long legal text with a table of contents: sticky beside the text on desktop, on top on phones. */
export function LegalDocument({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
      <nav aria-label="Sommaire" className="h-fit rounded-lg bg-sand p-5 lg:sticky lg:top-24">
        <p className="mb-3 text-xs font-bold tracking-[0.2em] uppercase">Sommaire</p>
        <ol className="space-y-1 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="block py-1 text-neutral-700 underline-offset-4 hover:text-lagoon-dark hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="space-y-10">
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-titre`}
            className="scroll-mt-24"
          >
            <h2
              id={`${section.id}-titre`}
              className="mb-3 text-sm font-bold tracking-[0.2em] uppercase"
            >
              {section.title}
            </h2>
            <Prose>{section.body}</Prose>
          </section>
        ))}
      </div>
    </div>
  );
}
