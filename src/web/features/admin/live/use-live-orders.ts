import { liveOrderEventSchema, type LiveOrderEvent } from '@shared/api/admin.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { notify } from '~/lib/toast';
import { getOrder } from '../api/get-order';
import { cachedOrderIds, insertCachedOrder, replaceCachedOrder } from '../api/get-orders';
import { getSession, isAdminSession } from '../api/get-session';
import { adminKeys } from '../api/keys';
import { initialLiveState, liveStep, type LiveEffect, type LiveInput } from './live-reducer';
import { playNotificationSound, unlockSound } from './notification-sound';

export const NEW_ORDER_TOAST = 'Nouvelle commande reçue!';
const NOTICE_MS = 5000;
/** After the stream is refused (not a plain disconnection, which EventSource retries itself). */
const RECONNECT_MS = 5000;
/** Bursts of events refresh the counts and figures once. */
const FIGURES_DEBOUNCE_MS = 300;

/**
 * The live channel (ADR 0061): one EventSource on
 * /api/admin/events while the dashboard is shown. Returns whether it is subscribed (the green
 * banner). A changed order is fetched alone and put in place; a new one goes to the top of the
 * lists with the toast and the beep; counts and cards follow. `onDenied` runs when the session is
 * no longer an admin's.
 */
export function useLiveOrders(onDenied: () => void): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const denied = useRef(onDenied);
  useEffect(() => {
    denied.current = onDenied;
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let state = initialLiveState;
    let source: EventSource | undefined;
    let lastEventId = '';
    let stopped = false;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    let figuresTimer: ReturnType<typeof setTimeout> | undefined;
    // One fetch per order at a time; an event arriving meanwhile asks for one more (a status
    // change right after the creation must not be lost to the creation's slower answer).
    const fetching = new Map<string, { again: boolean; placeIfMissing: boolean }>();

    const refetchOrder = (id: string, placeIfMissing: boolean) => {
      const running = fetching.get(id);
      if (running) {
        running.again = true;
        return;
      }
      const entry = { again: false, placeIfMissing };
      fetching.set(id, entry);
      getOrder(id)
        .then((order) => {
          if (stopped) return;
          if (cachedOrderIds(queryClient).has(id)) replaceCachedOrder(queryClient, order);
          else if (entry.placeIfMissing) insertCachedOrder(queryClient, order);
        })
        .catch(() => {
          // Gone or unreachable: the counts refresh below still runs.
        })
        .finally(() => {
          fetching.delete(id);
          if (entry.again && !stopped) refetchOrder(id, entry.placeIfMissing);
        });
    };

    const refreshFigures = () => {
      clearTimeout(figuresTimer);
      figuresTimer = setTimeout(() => {
        for (const key of [
          adminKeys.allCounts,
          adminKeys.stats,
          adminKeys.money,
          adminKeys.customers,
          adminKeys.products,
        ]) {
          void queryClient.invalidateQueries({ queryKey: key });
        }
      }, FIGURES_DEBOUNCE_MS);
    };

    const run = (effect: LiveEffect) => {
      switch (effect.kind) {
        case 'announce':
          notify({
            title: NEW_ORDER_TOAST,
            description: `Commande #${effect.event.shortId} (${effect.event.reference})`,
            duration: NOTICE_MS,
            variant: 'info',
          });
          playNotificationSound();
          break;
        case 'refetch-order':
          refetchOrder(effect.id, effect.placeIfMissing);
          break;
        case 'refresh-figures':
          refreshFigures();
          break;
        case 'refetch-all':
          void queryClient.invalidateQueries({ queryKey: adminKeys.all });
          break;
      }
    };

    const dispatch = (input: LiveInput) => {
      const ids = input.type.startsWith('order.') ? cachedOrderIds(queryClient) : undefined;
      // An order being fetched counts as shown: it is about to be.
      const step = liveStep(state, input, (id) => (ids?.has(id) ?? false) || fetching.has(id));
      state = step.state;
      setLive(state.live);
      for (const effect of step.effects) run(effect);
    };

    const onOrderEvent = (type: 'order.created' | 'order.updated') => (message: Event) => {
      const { data, lastEventId: eventId } = message as MessageEvent<string>;
      if (eventId) lastEventId = eventId;
      let event: LiveOrderEvent;
      try {
        event = liveOrderEventSchema.parse(JSON.parse(data));
      } catch {
        return;
      }
      dispatch({ type, event });
    };

    const connect = () => {
      // A new EventSource does not send Last-Event-ID: `since` carries it (docs/admin-api.md).
      const url = lastEventId
        ? `/api/admin/events?since=${encodeURIComponent(lastEventId)}`
        : '/api/admin/events';
      const es = new EventSource(url);
      source = es;
      es.addEventListener('ready', (message) => {
        const eventId = (message as MessageEvent).lastEventId;
        if (eventId) lastEventId = eventId;
        dispatch({ type: 'ready' });
      });
      es.addEventListener('order.created', onOrderEvent('order.created'));
      es.addEventListener('order.updated', onOrderEvent('order.updated'));
      es.addEventListener('resync', () => dispatch({ type: 'resync' }));
      es.onerror = () => {
        dispatch({ type: 'error' });
        // CONNECTING: the browser retries by itself. CLOSED: the server said no (401, 403, 503);
        // ask who we are, then try again or leave.
        if (es.readyState !== EventSource.CLOSED || stopped) return;
        clearTimeout(reconnectTimer);
        reconnectTimer = setTimeout(() => {
          getSession().then(
            (session) => {
              if (stopped) return;
              if (isAdminSession(session)) connect();
              else denied.current();
            },
            () => {
              if (!stopped) connect();
            },
          );
        }, RECONNECT_MS);
      };
    };

    connect();
    // Browsers keep audio off until a first tap or key press on the page.
    window.addEventListener('pointerdown', unlockSound, { once: true });
    window.addEventListener('keydown', unlockSound, { once: true });
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(reconnectTimer);
      clearTimeout(figuresTimer);
      window.removeEventListener('pointerdown', unlockSound);
      window.removeEventListener('keydown', unlockSound);
    };
  }, [queryClient]);

  return live;
}
