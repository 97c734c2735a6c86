import type { Product } from '@shared/catalogue/types.ts';
import { formatPrice } from '@shared/format/money.ts';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { productSearch, type ProductSearch } from './search-engine';

/** Products suggested as the shopper types; the list ends with 'every result'. */
const MAX_SUGGESTIONS = 5;

export const SUGGESTIONS_ID = 'suggestions-recherche';

interface Option {
  id: string;
  to: string;
  product?: Product;
  label: string;
}

export function searchPath(query: string): string {
  return `/recherche?${new URLSearchParams({ q: query.trim() })}`;
}

/**
 * The suggestions of the header's search field, an ARIA 1.2 combobox with a listbox popup: the
 * field keeps focus, the arrows move the highlighted option (aria-activedescendant), Enter opens
 * it, Escape closes the list. It drives the header's own field, which is already on the page (and
 * may have focus and text) when this module arrives with MiniSearch and the index.
 */
export default function SearchSuggestions({
  input,
  onDone,
}: {
  input: RefObject<HTMLInputElement | null>;
  /** Called once a suggestion or the search is chosen (the phone row closes). */
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const { pathname, search: locationSearch } = useLocation();
  const [engine, setEngine] = useState<ProductSearch>();
  const [query, setQuery] = useState(() => input.current?.value ?? '');
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    productSearch().then(setEngine, (error: unknown) => {
      // The form still leads to /recherche, which says the search is unavailable.
      console.warn(error);
    });
  }, []);

  const trimmed = query.trim();
  const found = engine && trimmed ? engine.find(trimmed) : [];
  const options: Option[] = trimmed
    ? [
        ...found.slice(0, MAX_SUGGESTIONS).map((product) => ({
          id: `${SUGGESTIONS_ID}-${product.id}`,
          to: `/product/${product.id}`,
          product,
          label: product.name,
        })),
        {
          id: `${SUGGESTIONS_ID}-tout`,
          to: searchPath(trimmed),
          label:
            found.length > 0
              ? `Voir ${found.length > 1 ? `les ${found.length} résultats` : 'le résultat'} pour « ${trimmed} »`
              : `Aucun produit pour « ${trimmed} » : voir la recherche`,
        },
      ]
    : [];
  const expanded = open && engine !== undefined && options.length > 0;
  const activeId = expanded ? options[active]?.id : undefined;

  // The field's combobox state (the header renders it collapsed).
  useLayoutEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute('aria-expanded', String(expanded));
    if (expanded) field.setAttribute('aria-controls', SUGGESTIONS_ID);
    else field.removeAttribute('aria-controls');
    if (activeId) field.setAttribute('aria-activedescendant', activeId);
    else field.removeAttribute('aria-activedescendant');
  }, [input, expanded, activeId]);

  // A navigation (a suggestion, the form) closes the list; arriving here does not.
  const where = pathname + locationSearch;
  const shownAt = useRef(where);
  useEffect(() => {
    if (shownAt.current !== where) setOpen(false);
    shownAt.current = where;
  }, [where]);

  const latest = useRef({ options, active, expanded, onDone, trimmed });
  useLayoutEffect(() => {
    latest.current = { options, active, expanded, onDone, trimmed };
  });
  const choose = useRef((to: string) => {
    setOpen(false);
    input.current?.blur();
    latest.current.onDone();
    void navigate(to);
  }).current;

  useEffect(() => {
    const field = input.current;
    const form = field?.form;
    if (!field || !form) return;
    const onInput = () => {
      setQuery(field.value);
      setActive(-1);
      setOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { options: list, active: current, expanded: shown } = latest.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpen(true);
        // A closed list opens on the first option (ArrowDown) or the last (ArrowUp).
        if (!shown) {
          setActive(event.key === 'ArrowDown' ? 0 : list.length - 1);
          return;
        }
        // Wraps around; -1 (nothing highlighted) is where the list starts.
        if (event.key === 'ArrowDown') setActive(current + 1 >= list.length ? 0 : current + 1);
        else setActive(current <= 0 ? list.length - 1 : current - 1);
      } else if (event.key === 'Enter' && shown && list[current]) {
        event.preventDefault();
        choose(list[current].to);
      } else if (event.key === 'Escape' && shown) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    // In-app navigation instead of the browser's GET (an empty search stays where it is).
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (latest.current.trimmed) choose(searchPath(latest.current.trimmed));
    };
    const onFocus = () => setOpen(true);
    const onBlur = () => setOpen(false);
    field.addEventListener('input', onInput);
    field.addEventListener('keydown', onKeyDown);
    field.addEventListener('focus', onFocus);
    field.addEventListener('blur', onBlur);
    form.addEventListener('submit', onSubmit);
    // Catches up with what was typed between this module's first render and now.
    setQuery(field.value);
    return () => {
      field.removeEventListener('input', onInput);
      field.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('focus', onFocus);
      field.removeEventListener('blur', onBlur);
      form.removeEventListener('submit', onSubmit);
    };
  }, [input, choose]);

  return (
    <>
      <p role="status" className="sr-only">
        {expanded && `${found.length} produit${found.length > 1 ? 's' : ''}`}
      </p>
      {expanded && (
        <ul
          id={SUGGESTIONS_ID}
          role="listbox"
          aria-label="Suggestions"
          // Keeps focus in the field when an option is pressed (the list closes on blur).
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-2 top-full z-50 mt-1 max-h-[70dvh] overflow-y-auto rounded-xl border border-black/10 bg-white py-1 shadow-xl 2xl:right-0 2xl:left-auto 2xl:w-md"
        >
          {options.map((option, i) => (
            <li
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={i === active}
              onClick={() => choose(option.to)}
              className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm hover:bg-sand aria-selected:bg-sand"
            >
              {option.product ? (
                <>
                  <img
                    src={option.product.images.front}
                    alt=""
                    width={32}
                    height={40}
                    className="h-10 w-8 shrink-0 rounded-sm bg-sand object-cover"
                  />
                  <span className="min-w-0 flex-1 truncate font-medium">{option.label}</span>
                  <span className="shrink-0 text-neutral-700">
                    {formatPrice(option.product.price)}
                  </span>
                </>
              ) : (
                <span className="font-semibold text-lagoon-dark">{option.label}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
