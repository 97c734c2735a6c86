import { lazy, Suspense, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { icon } from '~/components/ui/icons';
// clsx, not cn: tailwind-merge would add ~9 KB gzip to every page's initial JavaScript.
import { clsx } from 'clsx';

// Lucide's search (ISC).
export const SearchIcon = icon(['m21 21-4.34-4.34'], () => <circle cx="11" cy="11" r="8" />);

// MiniSearch, the index and the suggestion list load the first time the field gets focus (ADR 0075).
const SearchSuggestions = lazy(() => import('~/features/search/search-suggestions'));

/**
 * The header's search: a plain GET form to /recherche (it works before JavaScript), which becomes a
 * combobox with suggestions once used: search-suggestions.tsx then drives the field (its ARIA
 * state, keys, submit). Inline from `xl`; below, the magnifier opens it as a row under the header.
 * The header hydrates it lazily (site-header.tsx): the prerendered form works until it arrives.
 */
export default function HeaderSearch({ iconClass }: { iconClass: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <a
        href="/recherche"
        aria-label="Rechercher"
        aria-expanded={open}
        className={clsx(iconClass, 'lg:order-1 lg:ml-auto xl:hidden')}
        onClick={(event) => {
          event.preventDefault();
          // Rendered before focus() within the tap, so that phones raise the keyboard.
          flushSync(() => setOpen(!open));
          if (!open) input.current?.focus();
        }}
      >
        <SearchIcon className="size-5" />
      </a>
      <form
        action="/recherche"
        role="search"
        className={clsx(
          'max-xl:absolute max-xl:inset-x-0 max-xl:top-full max-xl:bg-white max-xl:p-2 max-xl:shadow-md xl:relative xl:order-1 xl:mr-2 xl:ml-auto xl:w-60',
          !open && 'max-xl:hidden',
        )}
      >
        <input
          ref={input}
          type="search"
          name="q"
          role="combobox"
          aria-label="Rechercher"
          aria-autocomplete="list"
          aria-expanded="false"
          placeholder="Rechercher"
          autoComplete="off"
          enterKeyHint="search"
          onFocus={() => setUsed(true)}
          className="h-11 w-full rounded-full border border-black/20 px-4"
        />
        {used && (
          <Suspense>
            <SearchSuggestions input={input} onDone={() => setOpen(false)} />
          </Suspense>
        )}
      </form>
    </>
  );
}
