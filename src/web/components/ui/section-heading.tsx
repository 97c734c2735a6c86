import type { ReactNode } from 'react';
// clsx, not cn: tailwind-merge would add ~9 KB gzip to every page's initial JavaScript.
import { clsx } from 'clsx';

export function SectionHeading({
  id,
  children,
  action,
  className,
}: {
  id?: string;
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx('mb-6 flex items-end justify-between gap-4', className)}>
      <h2 id={id} className="display-title text-lg sm:text-xl">
        {children}
      </h2>
      {action}
    </div>
  );
}
