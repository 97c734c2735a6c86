import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export interface FaqCategory {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

/**
 * Native exclusive accordion: `<details>` elements sharing one `name` keep a single item open,
 * stay collapsible, and work before (or without) JavaScript.
 */
export function FaqAccordion({
  categories,
  name = 'faq',
}: {
  categories: readonly FaqCategory[];
  name?: string;
}) {
  return (
    <div className="space-y-10">
      {categories.map((category) => (
        <section key={category.id} aria-labelledby={`faq-${category.id}`}>
          <h2
            id={`faq-${category.id}`}
            className="mb-3 text-sm font-bold tracking-[0.2em] uppercase"
          >
            {category.title}
          </h2>
          <div className="divide-y divide-ink/10 border-y border-ink/10">
            {category.items.map((item) => (
              <details key={item.question} name={name} className="group">
                <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium transition-colors hover:text-lagoon [&::-webkit-details-marker]:hidden">
                  <span>{item.question}</span>
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-neutral-500 transition-transform duration-200 group-open:rotate-180 group-open:text-lagoon"
                  />
                </summary>
                <div className="pb-5 pr-9 leading-relaxed text-neutral-700 [&_a]:font-medium [&_a]:text-lagoon [&_a]:underline [&_a]:underline-offset-4 [&_li]:mt-1 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:list-disc [&_ul]:pl-5">
                  {item.answer}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
