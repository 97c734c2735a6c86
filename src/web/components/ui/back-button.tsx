import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
// clsx, not cn: tailwind-merge would add ~9 KB gzip to every page's initial JavaScript.
import { clsx } from 'clsx';
import { icon } from './icons';

// Lucide's arrow-left (ISC) drawn with the shared helper: lucide-react's runtime costs ~2 KB gzip.
const ArrowLeft = icon(['m12 19-7-7 7-7', 'M19 12H5']);

/**
 * 'Retour': goes back one step in the history when the previous page is part of the shop,
 * otherwise (direct visit, or before JavaScript) it is a plain link to `fallback`.
 */
export function BackButton({
  fallback = '/',
  label = 'Retour',
  historyBack = true,
  className,
}: {
  fallback?: string;
  label?: string;
  historyBack?: boolean;
  className?: string;
}) {
  const navigate = useNavigate();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!historyBack || event.metaKey || event.ctrlKey || event.shiftKey) return;
    // React Router numbers its history entries; idx > 0 means we came from another shop page.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) {
      event.preventDefault();
      void navigate(-1);
    }
  }
  return (
    <Link
      to={fallback}
      onClick={onClick}
      className={clsx(
        'inline-flex min-h-11 items-center gap-2 text-sm font-semibold tracking-wider uppercase hover:text-lagoon',
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
