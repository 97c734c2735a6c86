import type { LiveOrderEvent } from '@shared/api/admin.ts';

/**
 * What the dashboard does with each frame of GET /api/admin/events (docs/admin-api.md), as a pure
 * step: the hook (use-live-orders.ts) feeds it frames and carries out the effects it returns.
 */
export interface LiveState {
  /** `ready` received on the current connection: the green banner shows. */
  live: boolean;
  /** Orders already announced ('Nouvelle commande reçue!'): events may repeat after a reconnection. */
  announced: ReadonlySet<string>;
}

export type LiveInput =
  | { type: 'ready' }
  | { type: 'order.created' | 'order.updated'; event: LiveOrderEvent }
  | { type: 'resync' }
  | { type: 'error' };

export type LiveEffect =
  /** The toast with the short id for 5 s, and the notification sound. */
  | { kind: 'announce'; event: LiveOrderEvent }
  /**
   * GET /api/admin/orders/:id, then put it in place; `placeIfMissing` (a new order) puts it at the
   * top of the lists that do not hold it. An older order changed beyond the loaded pages stays
   * where the lists would have it, unloaded, instead of jumping to the top.
   */
  | { kind: 'refetch-order'; id: string; placeIfMissing: boolean }
  /** Filter counts, stat cards, customers and products. */
  | { kind: 'refresh-figures' }
  /** Events may have been lost: everything again. */
  | { kind: 'refetch-all' };

export const initialLiveState: LiveState = { live: false, announced: new Set() };

/**
 * - `order.created`: announced once per order id. A catch-up frame (`replay`) is announced only for
 *   an order the lists do not show yet (one placed while the connection was down); a repeat of one
 *   already shown or announced is not.
 * - `order.created`: that order is fetched alone and goes to the top of the lists, plus the
 *   figures. `order.updated`: that order is fetched again if the lists show it, plus the figures.
 * - `resync`: everything is fetched again. `error`: the banner goes until the next `ready`.
 */
export function liveStep(
  state: LiveState,
  input: LiveInput,
  isShown: (orderId: string) => boolean,
): { state: LiveState; effects: LiveEffect[] } {
  switch (input.type) {
    case 'ready':
      return { state: state.live ? state : { ...state, live: true }, effects: [] };
    case 'error':
      return { state: state.live ? { ...state, live: false } : state, effects: [] };
    case 'resync':
      return { state, effects: [{ kind: 'refetch-all' }] };
    case 'order.created':
    case 'order.updated': {
      const { event } = input;
      const effects: LiveEffect[] = [];
      let next = state;
      const fresh =
        input.type === 'order.created' &&
        !state.announced.has(event.id) &&
        !(event.replay && isShown(event.id));
      if (fresh) {
        next = { ...state, announced: new Set(state.announced).add(event.id) };
        effects.push({ kind: 'announce', event });
      }
      const created = input.type === 'order.created';
      if (created || isShown(event.id)) {
        effects.push({ kind: 'refetch-order', id: event.id, placeIfMissing: created });
      }
      effects.push({ kind: 'refresh-figures' });
      return { state: next, effects };
    }
  }
}
