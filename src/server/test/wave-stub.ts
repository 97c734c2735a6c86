import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWaveWebhook } from '../payments/webhook-signature.ts';

export const STUB_WAVE_KEY = 'wave_ci_stub_key_0123456789';
export const STUB_WAVE_SECRET = 'wave_ci_stub_webhook_secret';

export type StubSession = {
  id: string;
  amount: string;
  currency: string;
  checkout_status: 'open' | 'complete' | 'expired';
  payment_status: 'processing' | 'cancelled' | 'succeeded';
  client_reference: string | null;
  business_name: string;
  success_url: string;
  error_url: string;
  wave_launch_url: string;
  when_created: string;
  when_expires: string;
  when_completed: string | null;
  transaction_id: string | null;
  last_payment_error: null;
};

export type StubEvent = { id: string; type: string; data: StubSession };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A stand-in for Wave's Checkout API on 127.0.0.1, following its public documentation
 * (docs.wave.com/checkout, /webhook): `POST /v1/checkout/sessions` with the bearer key (and an
 * optional Idempotency-Key giving the same session back), `GET /v1/checkout/sessions/:id`,
 * `POST /v1/checkout/sessions/:id/expire` (refused once the session completed),
 * `POST /v1/checkout/sessions/:id/refund` (a paid session only, once however often), and a payment
 * page at the session's `wave_launch_url` whose 'Payer' completes an open session, sends the
 * signed `checkout.session.completed` webhook to `webhookUrls` (unless `deliverWebhooks` is off)
 * and sends the shopper to the success URL. Tests drive the rest: `complete`, `deliver`, `expire`.
 * `port`: a fixed one (the e2e server is told it before the stub starts), else a free one.
 */
export async function startWaveStub({
  webhookUrls = [] as string[],
  sessionLifetimeMs = 30 * 60_000,
  secret = STUB_WAVE_SECRET,
  port: wanted = 0,
} = {}) {
  const sessions = new Map<string, StubSession>();
  const byIdempotencyKey = new Map<string, string>();
  const state = {
    webhookUrls,
    /** Off: 'Payer' completes the session without telling the shop (a lost webhook). */
    deliverWebhooks: true,
    /** 503 to every API call (a Wave outage). */
    failing: false,
    created: 0,
    deliveries: 0,
    /** Sessions ended by `POST /v1/checkout/sessions/:id/expire`. */
    expired: 0,
    /** Sessions refunded by `POST /v1/checkout/sessions/:id/refund`, in order (once each). */
    refunds: [] as string[],
    /** Awaited before a session is created: a test acts while the shop waits for Wave. */
    beforeCreate: undefined as (() => Promise<void>) | undefined,
    /** Awaited before a refund is answered: a test acts while the shop waits for Wave. */
    beforeRefund: undefined as (() => Promise<void>) | undefined,
  };
  let nextUrl = 0;

  function eventFor(session: StubSession, type = 'checkout.session.completed'): StubEvent {
    return { id: `AE_${randomBytes(8).toString('hex')}`, type, data: { ...session } };
  }

  /** Sends one event, signed now (or `signedAt`), to the next webhook URL; the status answered. */
  async function deliver(event: StubEvent, { signedAt }: { signedAt?: number } = {}) {
    const url = state.webhookUrls[nextUrl++ % state.webhookUrls.length];
    if (!url) throw new Error('wave stub: no webhook URL');
    const body = JSON.stringify(event);
    state.deliveries++;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'wave-signature': signWaveWebhook(body, secret, signedAt),
      },
      body,
    });
    await response.arrayBuffer();
    return response.status;
  }

  /** Marks a session paid, as Wave does when the payer confirms; its completed event. */
  function complete(id: string, overrides: Partial<StubSession> = {}): StubEvent {
    const session = sessions.get(id);
    if (!session) throw new Error(`wave stub: no session ${id}`);
    Object.assign(session, {
      checkout_status: 'complete',
      payment_status: 'succeeded',
      when_completed: new Date().toISOString(),
      transaction_id: `T_${randomBytes(6).toString('hex').toUpperCase()}`,
      ...overrides,
    });
    return eventFor(session);
  }

  function expire(id: string) {
    const session = sessions.get(id);
    if (session && session.checkout_status === 'open') {
      session.checkout_status = 'expired';
      session.payment_status = 'cancelled';
    }
  }

  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://stub');
      const pay = /^\/c\/(cos-[a-z0-9]+)$/.exec(url.pathname);
      if (pay) return payPage(request, response, pay[1]!, body);
      if (!url.pathname.startsWith('/v1/')) return json(response, 404, { code: 'not-found' });
      if (request.headers.authorization !== `Bearer ${STUB_WAVE_KEY}`) {
        return json(response, 401, { code: 'no-matching-api-key', message: 'Invalid API key' });
      }
      if (state.failing) return json(response, 503, { code: 'service-unavailable' });
      if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        return createSession(request, response, body);
      }
      const end = /^\/v1\/checkout\/sessions\/(cos-[a-z0-9]+)\/expire$/.exec(url.pathname);
      if (request.method === 'POST' && end) {
        const session = sessions.get(end[1]!);
        if (!session) return json(response, 404, { code: 'checkout-session-not-found' });
        if (session.checkout_status === 'complete') {
          return json(response, 409, { code: 'checkout-session-already-completed' });
        }
        expire(session.id);
        state.expired++;
        return json(response, 200, session);
      }
      const refund = /^\/v1\/checkout\/sessions\/(cos-[a-z0-9]+)\/refund$/.exec(url.pathname);
      if (request.method === 'POST' && refund) {
        const session = sessions.get(refund[1]!);
        if (!session) return json(response, 404, { code: 'checkout-session-not-found' });
        if (session.payment_status !== 'succeeded') {
          return json(response, 409, { code: 'checkout-refund-failed' });
        }
        await state.beforeRefund?.();
        // Refunded already (a retry with its key, or not): the money went back once.
        if (!state.refunds.includes(session.id)) state.refunds.push(session.id);
        response.writeHead(200).end();
        return;
      }
      const get = /^\/v1\/checkout\/sessions\/(cos-[a-z0-9]+)$/.exec(url.pathname);
      if (request.method === 'GET' && get) {
        const session = sessions.get(get[1]!);
        return session
          ? json(response, 200, session)
          : json(response, 404, { code: 'checkout-session-not-found' });
      }
      return json(response, 404, { code: 'not-found' });
    })().catch(() => response.writeHead(500).end());
  });

  async function createSession(request: IncomingMessage, response: ServerResponse, body: string) {
    await state.beforeCreate?.();
    const key = request.headers['idempotency-key'];
    const known = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
    if (known) return json(response, 200, sessions.get(known));
    const input = JSON.parse(body) as Record<string, unknown>;
    const valid =
      typeof input.amount === 'string' &&
      /^\d+$/.test(input.amount) &&
      input.currency === 'XOF' &&
      typeof input.success_url === 'string' &&
      typeof input.error_url === 'string';
    if (!valid) return json(response, 400, { code: 'request-validation-error' });
    const id = `cos-${randomBytes(6).toString('hex')}`;
    const now = Date.now();
    const session: StubSession = {
      id,
      amount: input.amount as string,
      currency: 'XOF',
      checkout_status: 'open',
      payment_status: 'processing',
      client_reference: typeof input.client_reference === 'string' ? input.client_reference : null,
      business_name: 'LAGUNE',
      success_url: input.success_url as string,
      error_url: input.error_url as string,
      wave_launch_url: `${baseUrl}/c/${id}`,
      when_created: new Date(now).toISOString(),
      when_expires: new Date(now + sessionLifetimeMs).toISOString(),
      when_completed: null,
      transaction_id: null,
      last_payment_error: null,
    };
    sessions.set(id, session);
    if (typeof key === 'string') byIdempotencyKey.set(key, id);
    state.created++;
    return json(response, 200, session);
  }

  /** Wave's payment page: the amount, 'Payer' and 'Annuler', as a plain form. */
  async function payPage(
    request: IncomingMessage,
    response: ServerResponse,
    id: string,
    body: string,
  ) {
    const session = sessions.get(id);
    if (!session) return response.writeHead(404).end();
    if (request.method === 'POST') {
      const choice = new URLSearchParams(body).get('choice');
      if (choice === 'pay' && session.checkout_status === 'open') {
        const event = complete(id);
        if (state.deliverWebhooks) await deliver(event);
        response.writeHead(303, { location: session.success_url });
      } else {
        response.writeHead(303, { location: session.error_url });
      }
      return response.end();
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="fr"><meta name="viewport" content="width=device-width">
<title>Wave – Paiement</title><main><h1>Payer ${escapeHtml(session.amount)} F à ${escapeHtml(session.business_name)}</h1>
<form method="post"><button name="choice" value="pay">Payer</button><button name="choice" value="cancel">Annuler</button></form></main></html>`);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wanted, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: baseUrl,
    sessions,
    state,
    complete,
    expire,
    deliver,
    eventFor,
    /** Sessions created for this order reference, oldest first. */
    sessionsFor(reference: string) {
      return [...sessions.values()].filter((s) => s.client_reference === reference);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WaveStub = Awaited<ReturnType<typeof startWaveStub>>;
