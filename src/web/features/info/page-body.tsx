import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/** Page content width shared by every information page. */
export function PageBody({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto max-w-7xl px-4 py-10 sm:py-14', className)}>{children}</div>;
}

interface SectionProps {
  id?: string;
  title: string;
  className?: string;
  children: ReactNode;
}

/** A titled block of a page; the id makes it linkable (e.g. /shipping#tarifs). */
export function Section({ id, title, className, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-titre` : undefined}
      className={cn('scroll-mt-24', className)}
    >
      <h2
        id={id ? `${id}-titre` : undefined}
        className="mb-4 text-sm font-bold tracking-[0.2em] uppercase"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Readable running text: measure, rhythm, lagoon links. */
export function Prose({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        'max-w-prose space-y-4 leading-relaxed text-neutral-700',
        '[&_a]:font-medium [&_a]:text-lagoon [&_a]:underline [&_a]:underline-offset-4',
        '[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-ink',
        '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5',
        '[&_strong]:font-semibold [&_strong]:text-ink',
        className,
      )}
    >
      {children}
    </div>
  );
}
