import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

export interface LinkCardItem {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

/** A grid of large tappable links, used by the help centre and the settings hub. */
export function LinkCards({ items }: { items: readonly LinkCardItem[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(({ to, title, description, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="group flex h-full items-start gap-4 rounded-lg border border-ink/10 bg-white p-5 transition-colors hover:border-lagoon hover:bg-sand/40"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-sand text-lagoon">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold tracking-wide uppercase">{title}</span>
              <span className="mt-1 block text-sm text-neutral-600">{description}</span>
            </span>
            <ChevronRight
              aria-hidden="true"
              className="mt-3 size-4 shrink-0 text-neutral-400 transition-transform group-hover:translate-x-0.5 group-hover:text-lagoon"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
