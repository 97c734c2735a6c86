import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { clsx } from 'clsx';

export interface TabDef<T extends string> {
  id: T;
  label: string;
  render: () => ReactNode;
}

/**
 * Tabs as WAI-ARIA's pattern (arrows, Home/End; automatic activation). A panel stays mounted once
 * visited, so the orders' filter, search and scroll survive a look at another tab.
 */
export function DashboardTabs<T extends string>({
  tabs,
  selected,
  onSelect,
}: {
  tabs: readonly TabDef<T>[];
  selected: T;
  onSelect: (id: T) => void;
}) {
  const base = useId();
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const [visited, setVisited] = useState<ReadonlySet<T>>(() => new Set([selected]));
  if (!visited.has(selected)) setVisited(new Set(visited).add(selected));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const at = tabs.findIndex((t) => t.id === selected);
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = (at + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (at - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    refs.current[tab.id]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label="Sections du tableau de bord"
        onKeyDown={onKeyDown}
        // Phones: every tab in sight, three to a row (a scrolled strip hid the last ones).
        className="grid grid-cols-3 border-b border-black/10 sm:flex sm:overflow-x-auto sm:[scrollbar-width:none]"
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[tab.id] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={visited.has(tab.id) ? `${base}-panel-${tab.id}` : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={clsx(
                '-mb-px inline-flex min-h-12 shrink-0 items-center justify-center border-b-2 px-2.5 text-sm font-bold whitespace-nowrap transition-colors sm:px-4 sm:tracking-wide sm:uppercase',
                active
                  ? 'border-lagoon text-ink'
                  : 'border-transparent text-neutral-700 hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) =>
        visited.has(tab.id) ? (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${base}-panel-${tab.id}`}
            aria-labelledby={`${base}-tab-${tab.id}`}
            hidden={tab.id !== selected}
            tabIndex={0}
            className="pt-5 outline-none focus-visible:ring-2 focus-visible:ring-lagoon"
          >
            {tab.render()}
          </div>
        ) : null,
      )}
    </div>
  );
}
