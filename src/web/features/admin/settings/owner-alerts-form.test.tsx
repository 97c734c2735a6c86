// @vitest-environment jsdom
import type { OwnerAlerts } from '@shared/api/admin-alerts.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '~/lib/toast';
import { OwnerAlertsSection } from './owner-alerts-form';
import { keyBytes, PUSH_TEXT } from './phone-notifications';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

const PUBLIC_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
let stored: OwnerAlerts;
let calls: { method: string; url: string; body?: unknown }[];

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <OwnerAlertsSection />
    </QueryClientProvider>,
  );
}

/** A browser with the Push API: permission `permission`, no subscription yet. */
function pushBrowser(permission: NotificationPermission) {
  const subscription = {
    endpoint: 'https://push.example/abc',
    toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: vi.fn(async () => true),
  };
  let current: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = subscription)),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => permission) });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: vi.fn(async () => registration),
      register: vi.fn(),
      ready: Promise.resolve(registration),
    },
  });
  return { pushManager, subscription };
}

beforeEach(() => {
  stored = {
    newOrder: true,
    paymentReceived: true,
    paymentIssue: true,
    contactMessage: true,
    byEmail: true,
    bySms: true,
    email: 'boutique@lagune.ci',
    phone: '+2250705050505',
  };
  calls = [];
  vi.mocked(notify).mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ method, url, body });
      if (url === '/api/admin/alerts' && method === 'GET') return Response.json(stored);
      if (url === '/api/admin/alerts' && method === 'PUT') {
        stored = body as OwnerAlerts;
        return Response.json(stored);
      }
      if (url === '/api/admin/push/key') return Response.json({ publicKey: PUBLIC_KEY });
      if (url === '/api/admin/push/subscriptions') return new Response(null, { status: 204 });
      throw new Error('appel inattendu');
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the owner’s alerts in Paramètres', () => {
  it('shows every alert on, and saves the one she switches off', async () => {
    renderSection();
    const order = await screen.findByRole('checkbox', { name: 'Nouvelle commande' });
    expect(order).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Par SMS' })).toBeChecked();
    expect(screen.getByLabelText('E-mail des alertes')).toHaveValue('boutique@lagune.ci');
    await userEvent.click(order);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les alertes' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      newOrder: false,
      bySms: true,
    });
  });

  it('turns this phone’s notifications on with the shop’s key, then off', async () => {
    const { pushManager, subscription } = pushBrowser('granted');
    renderSection();
    const phone = await screen.findByRole('switch', { name: 'Notifications sur ce téléphone' });
    await waitFor(() => expect(phone).toBeEnabled());
    expect(phone).not.toBeChecked();
    await userEvent.click(phone);
    await waitFor(() => expect(phone).toBeChecked());
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(PUBLIC_KEY),
    });
    expect(keyBytes(PUBLIC_KEY)).toHaveLength(65);
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/admin/push/subscriptions',
      body: subscription.toJSON(),
    });
    await userEvent.click(phone);
    await waitFor(() => expect(phone).not.toBeChecked());
    expect(calls).toContainEqual({
      method: 'DELETE',
      url: '/api/admin/push/subscriptions',
      body: { endpoint: subscription.endpoint },
    });
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });

  it('says in French why it cannot: notifications blocked, or a browser without them', async () => {
    pushBrowser('denied');
    renderSection();
    const phone = await screen.findByRole('switch', { name: 'Notifications sur ce téléphone' });
    await waitFor(() => expect(phone).toBeEnabled());
    await userEvent.click(phone);
    // textContent: the message's narrow no-break space is not what the text matchers compare.
    expect((await screen.findByRole('alert')).textContent).toBe(PUSH_TEXT.denied);
    expect(phone).not.toBeChecked();
    cleanup();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(stored)),
    );
    renderSection();
    expect(await screen.findByText(PUSH_TEXT.unsupported)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Notifications sur ce téléphone' })).toBeDisabled();
  });
});
