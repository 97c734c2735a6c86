import { ADMIN_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@shared/domain/orders.ts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { clsx } from 'clsx';
import { icon } from '~/components/ui/icons';
import { StatusChip } from './status-chip';

const ChevronDownIcon = icon(['m6 9 6 6 6-6']);
/** Six 44 px items and the list's padding. */
const MENU_HEIGHT = 6 * 44 + 10;
/** The toasts' band at the bottom of a phone screen (components/ui/toaster.tsx). */
const TOAST_BAND = 96;

/**
 * Opens the menu upwards when below the button it would run off the screen or under the toasts,
 * and there is room above.
 */
function opensAbove(button: HTMLElement | null): boolean {
  if (!button) return false;
  const { top, bottom } = button.getBoundingClientRect();
  return window.innerHeight - bottom < MENU_HEIGHT + TOAST_BAND && top > MENU_HEIGHT + 8;
}
const CheckIcon = icon(['M20 6 9 17l-5-5']);

/**
 * The status chip and its 'Modifier' dropdown. Any status can be chosen from any
 * other; the current one does nothing. While a change is saved the chip reads 'Mise à jour...' and
 * the button is disabled. A menu button (WAI-ARIA APG): arrows, Home/End, Escape, Tab.
 */
export function StatusMenu({
  status,
  saving,
  onChange,
  orderLabel,
}: {
  status: OrderStatus;
  saving: boolean;
  onChange: (status: OrderStatus) => void;
  /** Says which order, for screen readers ('Modifier le statut de la commande LG-…'). */
  orderLabel: string;
}) {
  const [open, setOpen] = useState(false);
  const [above, setAbove] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    items.current[ORDER_STATUSES.indexOf(status)]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // Focus goes to the current status when the menu opens, not when the status changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  function show() {
    setAbove(opensAbove(button.current));
    setOpen(true);
  }

  function close(focusButton: boolean) {
    setOpen(false);
    if (focusButton) button.current?.focus();
  }

  function choose(next: OrderStatus) {
    close(true);
    if (next !== status) onChange(next);
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const list = items.current.filter((el): el is HTMLButtonElement => el !== null);
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(at + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(at - 1);
        break;
      case 'Home':
        event.preventDefault();
        move(0);
        break;
      case 'End':
        event.preventDefault();
        move(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  }

  return (
    <div ref={root} className="relative flex flex-wrap items-center gap-2">
      <StatusChip status={status} saving={saving} />
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Modifier le statut de la commande ${orderLabel}`}
        disabled={saving}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            show();
          }
        }}
        className="inline-flex min-h-11 items-center gap-1 rounded-md border border-neutral-400 bg-white px-3 text-sm font-semibold text-ink hover:bg-sand disabled:cursor-not-allowed disabled:opacity-50"
      >
        Modifier
        <ChevronDownIcon aria-hidden="true" className="size-4" />
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={`Statut de la commande ${orderLabel}`}
          onKeyDown={onMenuKeyDown}
          className={clsx(
            'absolute z-30 w-60 rounded-lg border border-black/10 bg-white py-1 shadow-xl max-sm:left-0 sm:right-0',
            above ? 'bottom-full mb-1' : 'top-full mt-1',
          )}
        >
          {ORDER_STATUSES.map((s, index) => (
            <li key={s} role="none">
              <button
                ref={(el) => {
                  items.current[index] = el;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={s === status}
                tabIndex={-1}
                onClick={() => choose(s)}
                className={clsx(
                  'flex min-h-11 w-full items-center justify-between gap-3 px-4 text-left text-sm hover:bg-sand focus-visible:bg-sand',
                  s === status && 'font-bold',
                )}
              >
                {ADMIN_STATUS_LABELS[s]}
                {s === status && <CheckIcon aria-hidden="true" className="size-4 text-lagoon" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
