import type { StockLevels } from '@shared/domain/stock.ts';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * Live units per product and size (GET /api/stock), read after hydration: the server-rendered pages
 * keep the catalogue's availability, and a size sold out since the build turns unavailable as soon
 * as the answer arrives, without a rebuild. Only this small store sits in the first load (it lives
 * beside the cart store, in the shop chunk); the code that fetches and refreshes it
 * (`lib/stock/stock-loader.ts`) is imported the first time a page asks.
 */
let levels: StockLevels | undefined;
const listeners = new Set<() => void>();

export function setLiveStock(next: StockLevels): void {
  levels = next;
  for (const listener of listeners) listener();
}

/** Units left of a size; undefined while unknown (not loaded yet, offline, unknown product). */
export function unitsLeft(productId: string, size: string): number | undefined {
  return levels?.[productId]?.[size as 'S'];
}

/** Fetches the levels unless they are under 5 s old; `fresh` skips the browser's cache too. */
export function refreshLiveStock(fresh?: boolean): Promise<void> {
  return import('../stock/stock-loader').then((m) => m.loadStock(setLiveStock, fresh));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => levels;
const none = () => undefined;

/** Loads the levels once the page is hydrated (an effect), so hydration matches the HTML. */
function useLoadLiveStock(fresh?: boolean): void {
  useEffect(() => {
    void refreshLiveStock(fresh);
  }, [fresh]);
}

/** The levels (undefined until the first answer), loaded once the page is hydrated. */
export function useLiveStock(fresh?: boolean): StockLevels | undefined {
  useLoadLiveStock(fresh);
  return useSyncExternalStore(subscribe, current, none);
}

/**
 * What `read` answers from the levels (through `unitsLeft`), loaded once the page is hydrated; the
 * component re-renders only when that answer changes. A page of cards would otherwise re-render
 * every card in one task when the levels arrive, though few, usually none, change.
 */
export function useLiveStockAnswer<T extends string | number | boolean>(read: () => T): T {
  useLoadLiveStock();
  return useSyncExternalStore(subscribe, read, read);
}
