// @vitest-environment jsdom
import type { AdminOrdersPage } from '@shared/api/admin.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '~/lib/toast';
import { adminKeys } from '../api/keys';
import { adminOrder, liveEvent, orderCounts } from '../test/fixtures';
import { useLiveOrders } from './use-live-orders';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));
vi.mock('./notification-sound', () => ({ playNotificationSound: vi.fn(), unlockSound: vi.fn() }));

class FakeEventSource {
  static instances: FakeEventSource[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = 0;
  onerror: (() => void) | null = null;
  listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown, id = '') {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
    act(() => {
      for (const fn of this.listeners.get(type) ?? []) fn(event);
    });
  }
}

const EXISTING = adminOrder();
const NEW = adminOrder({
  id: '9f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f',
  shortId: '9f1c2d3e',
  reference: 'LG-NEWONE',
});

const fetchSpy = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url === `/api/admin/orders/${NEW.id}`) return Response.json({ order: NEW });
  if (url === `/api/admin/orders/${EXISTING.id}`)
    return Response.json({ order: { ...EXISTING, status: 'shipped' } });
  if (url.startsWith('/api/admin/orders/counts')) return Response.json(orderCounts({ all: 2 }));
  if (url === '/api/auth/session') return Response.json(sessionAnswer());
  throw new Error(`appel inattendu : ${url}`);
});

// What the server answers for an admin past its second factor (every admin route needs it).
const ADMIN_SESSION = { status: 'authenticated', user: { role: 'admin' }, assuranceLevel: 2 };
let sessionAnswer: () => unknown = () => ADMIN_SESSION;
const onDenied = vi.fn();

function Probe() {
  const live = useLiveOrders(onDenied);
  return <p>{live ? 'EN DIRECT' : 'HORS LIGNE'}</p>;
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page: AdminOrdersPage = { orders: [EXISTING], nextCursor: null, counts: null };
  client.setQueryData(adminKeys.orders('all', ''), { pages: [page], pageParams: [null] });
  client.setQueryData(adminKeys.orders('registered', ''), {
    pages: [{ ...page, orders: [] }],
    pageParams: [null],
  });
  render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
  const source = FakeEventSource.instances.at(-1)!;
  const ids = (filter: 'all' | 'registered') =>
    (
      client.getQueryData(adminKeys.orders(filter, '')) as { pages: AdminOrdersPage[] }
    ).pages[0]!.orders.map((o) => o.reference);
  return { source, ids };
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('fetch', fetchSpy);
});

afterEach(() => {
  vi.useRealTimers();
  onDenied.mockClear();
  sessionAnswer = () => ADMIN_SESSION;
  cleanup();
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
  vi.mocked(notify).mockClear();
});

describe('useLiveOrders', () => {
  it('subscribes to /api/admin/events; the banner once ready; closes on leaving', () => {
    const { source } = setup();
    expect(source.url).toBe('/api/admin/events');
    expect(screen.getByText('HORS LIGNE')).toBeInTheDocument();
    source.emit('ready', { heartbeatMs: 15000 }, '1');
    expect(screen.getByText('EN DIRECT')).toBeInTheDocument();
    cleanup();
    expect(source.closed).toBe(true);
  });

  it('a new order: toast with the short id for 5 s, fetched alone, on top of the matching lists', async () => {
    const { source, ids } = setup();
    source.emit('ready', {}, '1');
    const event = liveEvent({ id: NEW.id, shortId: NEW.shortId, reference: NEW.reference });
    source.emit('order.created', event, '2');
    source.emit('order.created', { ...event, replay: true }, '2');
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({
      title: 'Nouvelle commande reçue!',
      description: 'Commande #9f1c2d3e (LG-NEWONE)',
      duration: 5000,
      variant: 'info',
    });
    await waitFor(() => expect(ids('all')).toEqual(['LG-NEWONE', 'LG-7K3P9Q']));
    // A guest order does not go into the registered customers' list.
    expect(ids('registered')).toEqual([]);
    const fetched = fetchSpy.mock.calls.map(([u]) => String(u));
    expect(fetched.filter((u) => u === `/api/admin/orders/${NEW.id}`).length).toBeGreaterThan(0);
    expect(fetched.some((u) => u.startsWith('/api/admin/orders?'))).toBe(false);
  });

  it('a status change replaces that order, without a toast', async () => {
    const { source } = setup();
    source.emit('order.updated', liveEvent({ status: 'shipped' }), '3');
    await waitFor(() =>
      expect(fetchSpy).toHaveBeenCalledWith(`/api/admin/orders/${EXISTING.id}`, expect.anything()),
    );
    expect(notify).not.toHaveBeenCalled();
  });

  it('a status change of an order beyond the loaded pages leaves the lists as they are', async () => {
    const { source, ids } = setup();
    source.emit('order.updated', liveEvent({ id: NEW.id, shortId: NEW.shortId }), '4');
    // Not fetched, so it cannot jump to the top of the list (the figures still follow).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchSpy).not.toHaveBeenCalledWith(`/api/admin/orders/${NEW.id}`, expect.anything());
    expect(ids('all')).toEqual(['LG-7K3P9Q']);
  });

  it('a stream the server closed: the banner goes, and after 5 s it resumes from the last event seen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { source } = setup();
    source.emit('ready', {}, '100');
    source.emit('order.updated', liveEvent({ status: 'shipped' }), '105');
    source.readyState = FakeEventSource.CLOSED;
    act(() => source.onerror?.());
    expect(screen.getByText('HORS LIGNE')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(FakeEventSource.instances[1]!.url).toBe('/api/admin/events?since=105');
    expect(onDenied).not.toHaveBeenCalled();
  });

  it('a stream closed because the session is no longer an admin’s: the guard, no new stream', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionAnswer = () => ({ status: 'anonymous', user: null });
    const { source } = setup();
    source.readyState = FakeEventSource.CLOSED;
    act(() => source.onerror?.());
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(onDenied).toHaveBeenCalledTimes(1));
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
