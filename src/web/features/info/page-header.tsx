import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** Small line above the title, e.g. the section of the shop. */
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The sand band that opens every information page: uppercase display title, short intro. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className="border-b border-ink/10 bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        {eyebrow ? (
          <p className="mb-3 text-xs font-semibold tracking-[0.25em] text-lagoon-dark uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="text-3xl font-bold tracking-[0.18em] uppercase sm:text-4xl">{title}</h1>
        {children ? (
          <div className="mt-4 max-w-2xl text-base leading-relaxed text-neutral-700">
            {children}
          </div>
        ) : null}
      </div>
    </header>
  );
}
