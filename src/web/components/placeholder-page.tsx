import type { ReactNode } from 'react';
import { BackButton } from './ui/back-button';

/** Pages whose content the spec does not describe yet: a title, a line of text and a way back. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="display-title text-2xl">{title}</h1>
      {children ?? <p className="mt-4 text-neutral-700">Cette page sera bientôt disponible.</p>}
      <BackButton className="mt-6" />
    </section>
  );
}
