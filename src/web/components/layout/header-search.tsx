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
 * state, keys, submit). Inline from `2xl` (the main navigation needs the room below); below, the magnifier opens it
 * under the header.
 * The header hydrates it lazily (site-header.tsx): the server-rendered form works until it arrives.
 */
export default function HeaderSearch({ iconClass }: { iconClass: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // One element around both: this part hydrates when its chunk arrives, and Preact keeps exactly
  // one server-rendered element in place for a part still loading (a second one would be dropped and
  // drawn again). `contents` leaves the link and the form laid out by the header as before.
  return (
    <div className="contents">
      <a
        href="/recherche"
        aria-label="Rechercher"
        aria-expanded={open}
        className={clsx(iconClass, 'lg:order-1 lg:ml-auto 2xl:hidden')}
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
          'max-2xl:absolute max-2xl:inset-x-0 max-2xl:top-full max-2xl:bg-white max-2xl:p-2 max-2xl:shadow-md lg:left-auto lg:w-md lg:rounded-bl-xl 2xl:relative 2xl:order-1 2xl:mr-2 2xl:ml-auto 2xl:w-64',
          !open && 'max-2xl:hidden',
        )}
      >
        {/* type="text": a combobox may not be a `type="search"` field (HTML's ARIA rules, Nu HTML
            Checker); the keyboard still shows its search key. */}
        <input
          ref={input}
          type="text"
          inputMode="search"
          name="q"
          role="combobox"
          aria-label="Rechercher"
          aria-autocomplete="list"
          aria-expanded="false"
          placeholder="Rechercher"
          autoComplete="off"
          enterKeyHint="search"
          onFocus={() => setUsed(true)}
          className="h-11 w-full rounded-full border border-black/20 pr-11 pl-4"
        />
        {/* The form's own submit button (WCAG H32): the magnifier at the end of the field. */}
        <button
          type="submit"
          aria-label="Lancer la recherche"
          className="absolute top-1/2 right-1 flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-ink max-2xl:right-3"
        >
          <SearchIcon className="size-5" />
        </button>
        {used && (
          <Suspense>
            <SearchSuggestions input={input} onDone={() => setOpen(false)} />
          </Suspense>
        )}
      </form>
    </div>
  );
}
