import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import secureJson from 'secure-json-parse';
import { z } from 'zod';
import { errorBodySchema } from '../../shared/api/error-body.ts';
import {
  WAVE_CHECKOUT_PATH,
  waveCheckoutRequestSchema,
  waveCheckoutResponseSchema,
} from '../../shared/api/payments.ts';
import type { WaveCheckoutConfig } from '../config.ts';
import { orders, paymentEvents } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { runPeriodically } from '../plugins/periodic-job.ts';
import { TRACK_NOT_FOUND } from '../orders/order-tracking.ts';
import { applyPaymentEvent } from './apply-payment.ts';
import { openCheckout, unavailable } from './checkout-sessions.ts';
import { reconcileOpenCheckouts, takeLease } from './reconcile.ts';
import { createWaveApi, waveSessionSchema } from './wave-api.ts';
import { checkWaveSignature } from './webhook-signature.ts';

export const WAVE_WEBHOOK_PATH = '/api/payments/wave/webhook';
export const WAVE_CHECKOUT_RATE_MESSAGE =
  'Trop de demandes de paiement en peu de temps. Veuillez réessayer dans quelques minutes.';

const WEBHOOK_TEXT = {
  badSignature: 'Signature Wave invalide.',
  stale: 'Notification Wave trop ancienne : horodatage de plus de 5 minutes.',
  badEvent: 'Notification Wave illisible.',
} as const;

const eventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.string().min(1).max(200),
  data: z.unknown(),
});

/**
 * Wave Checkout (ADR 0143): 'Payer avec Wave' opens a checkout session, Wave's signed
 * webhooks confirm the payment, and reconciliation catches the webhooks that never came. Without
 * WAVE_API_KEY and WAVE_WEBHOOK_SECRET, only the checkout route exists and says it is unavailable:
 * shoppers pay by manual transfer.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config.waveCheckout;
  const wave = config ? createWaveApi(config) : undefined;

  app.post(
    WAVE_CHECKOUT_PATH,
    {
      // Per client network, as the tries on a reference are counted (docs/decisions/0157).
      config: rateLimit({
        max: app.config.waveCheckoutRateLimit,
        timeWindow: '10 minutes',
        message: WAVE_CHECKOUT_RATE_MESSAGE,
      }),
      schema: {
        body: waveCheckoutRequestSchema,
        response: {
          201: waveCheckoutResponseSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!wave) throw unavailable();
      const orderId = await ownedOrderId(app, request.body, request.user?.id, request.ip);
      const launchUrl = await openCheckout(
        app.db,
        wave,
        app.config.publicUrl,
        orderId,
        app.config.orderPaymentWindowMs,
      );
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ launchUrl });
    },
  );

  if (config) await app.register(webhookRoute, { config });
};

/**
 * The order a 'Payer avec Wave' is for: a guest proves it is theirs as on /suivi (reference and
 * phone, with the same per-reference limit); a signed-in customer's own order needs no phone.
 */
async function ownedOrderId(
  app: FastifyInstance,
  { reference, phone }: { reference: string; phone?: string | undefined },
  userId: string | undefined,
  clientIp: string,
): Promise<string> {
  const notFound = new HttpError(404, 'order_not_found', TRACK_NOT_FOUND);
  const [order] = await app.db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(eq(orders.reference, reference.toUpperCase()));
  if (order && userId && order.userId === userId) return order.id;
  if (!phone) throw notFound;
  const answer = await app.orderTracking.track(
    { reference: reference.toUpperCase(), phone },
    clientIp,
  );
  if (answer.kind === 'limited') {
    throw new HttpError(429, 'too_many_requests', answer.message, undefined, answer.retryAfter);
  }
  if (answer.kind !== 'found' || !order) throw notFound;
  return order.id;
}

/**
 * POST /api/payments/wave/webhook, in its own scope: its body is kept raw (the signature covers
 * the exact bytes) and parsed only once the signature holds. Each event is taken in once
 * (`applyPaymentEvent`); a duplicate, a retry or a late event answers 200 and changes nothing.
 */
const webhookRoute = async (app: FastifyInstance, { config }: { config: WaveCheckoutConfig }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(WAVE_WEBHOOK_PATH, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const header = request.headers['wave-signature'];
    const check = checkWaveSignature(
      Array.isArray(header) ? header[0] : header,
      raw,
      config.webhookSecret,
    );
    if (check !== 'valid') {
      // A stale one says how far its signature time is from this server's clock: when every
      // notification is refused, a server clock minutes off is the likely cause.
      const signedAt = /(?:^|,)\s*t=(\d{1,12})/.exec(String(header ?? ''))?.[1];
      const offsetS =
        check === 'stale' && signedAt
          ? Math.round(Date.now() / 1000 - Number(signedAt))
          : undefined;
      request.log.warn(
        { reason: check, ...(offsetS !== undefined ? { offsetS } : {}) },
        check === 'stale'
          ? 'wave webhook refused: signed more than 5 minutes from this server’s clock (check the server clock if every webhook is refused)'
          : 'wave webhook refused',
      );
      throw new HttpError(
        401,
        check === 'stale' ? 'stale_webhook' : 'bad_signature',
        check === 'stale' ? WEBHOOK_TEXT.stale : WEBHOOK_TEXT.badSignature,
      );
    }
    let event: z.infer<typeof eventSchema>;
    try {
      event = eventSchema.parse(
        secureJson.parse(raw, { protoAction: 'error', constructorAction: 'error' }),
      );
    } catch {
      throw new HttpError(400, 'bad_event', WEBHOOK_TEXT.badEvent);
    }
    const session = waveSessionSchema.safeParse(event.data);
    let outcome: string;
    if (event.type.startsWith('checkout.session.') && session.success) {
      outcome = await applyPaymentEvent(app.db, {
        eventId: event.id,
        type: event.type,
        session: session.data,
        shopName: (await app.shopSettings.current()).name,
      });
    } else {
      // Nothing a checkout moved (another product of Wave's, a shape we do not read): recorded.
      const recorded = await app.db
        .insert(paymentEvents)
        .values({ id: event.id, type: event.type, outcome: 'ignored' })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      outcome = recorded.length > 0 ? 'ignored' : 'duplicate';
    }
    // The outcome and the event's type only: which order, and whose, is for the admin.
    if (outcome === 'wrong_session') {
      request.log.warn(
        { type: event.type, outcome },
        'wave webhook: session stored for another order than its reference, order flagged',
      );
    } else {
      request.log.info({ type: event.type, outcome }, 'wave webhook');
    }
    return reply.code(200).send({ received: true });
  });
};

/**
 * Reconciliation every WAVE_RECONCILE_INTERVAL on the instance holding the lease (one at a time
 * across every instance on the database).
 */
export const reconcileJobPlugin = fp(async (app: FastifyInstance) => {
  const config = app.config.waveCheckout;
  if (!config) return;
  const wave = createWaveApi(config);
  const everyMs = config.reconcileEveryMs;
  const holder = randomUUID();
  // A run never outlives its lease (ADR 0172): no other instance starts the same run meanwhile.
  const leaseMs = Math.max(everyMs * 3, 30_000);
  runPeriodically(app, {
    everyMs,
    failure: 'wave reconciliation failed',
    async work() {
      if (!(await takeLease(app.db, 'wave-reconcile', holder, leaseMs))) return;
      const counts = await reconcileOpenCheckouts(
        app.db,
        wave,
        (await app.shopSettings.current()).name,
        // The lease was taken a moment ago: a margin for the database's own steps.
        { budgetMs: leaseMs - 5_000 },
      );
      // Counts only: which orders (and whose) is for the admin, not the logs.
      if (counts.wrong > 0) {
        app.log.warn(counts, 'wave checkouts reconciled: sessions not their order’s, flagged');
      } else if (counts.paid + counts.closed + counts.failed > 0) {
        app.log.info(counts, 'wave checkouts reconciled');
      }
    },
  });
});
