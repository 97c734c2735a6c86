import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_GUARD_MESSAGE,
  ADMIN_SIGN_IN_FAILED,
  ADMIN_SIGN_IN_LOCKED,
  adminCustomerPageSchema,
  adminCustomersQuerySchema,
  adminCustomersSchema,
  customerKeyParamsSchema,
  customerNoteSchema,
  adminOneOrderSchema,
  ORDER_NOT_WAITING,
  adminOrderCountsQuerySchema,
  adminOrdersPageSchema,
  adminOrdersQuerySchema,
  adminProductsSchema,
  adminSignInSchema,
  adminStatsSchema,
  adminMoneySchema,
  orderCountsSchema,
  orderIdParamsSchema,
  orderStatusChangedSchema,
  orderStatusChangeSchema,
  paymentReceivedSchema,
  stockChangesQuerySchema,
  stockChangesSchema,
  stockUpdatedSchema,
  stockUpdateSchema,
} from '../../shared/api/admin.ts';
import {
  adminMessagesQuerySchema,
  adminMessagesSchema,
  adminOneMessageSchema,
  MESSAGE_NOT_FOUND,
  messageChangeSchema,
  messageIdParamsSchema,
} from '../../shared/api/admin-messages.ts';
import {
  adminOneOutboxMessageSchema,
  adminOutboxSchema,
  OUTBOX_TEXT,
  outboxIdParamsSchema,
} from '../../shared/api/admin-outbox.ts';
import {
  adminSettingsSchema,
  SETTINGS_TEXT,
  shopSettingsSaveSchema,
} from '../../shared/api/admin-settings.ts';
import { sessionStateSchema } from '../../shared/api/auth.ts';
import {
  ACCOUNT_PASSWORD_FAILURES,
  accountKey,
  codeKey,
  MFA_ERRORS,
} from '../auth/account-guard.ts';
import { hashSecret } from '../auth/codes.ts';
import { secondFactorPasses, sessionState } from '../auth/mfa.ts';
import { verifyAgainstDecoy, verifyPassword } from '../auth/passwords.ts';
import { clientNetwork } from '../http/client-network.ts';
import { PENDING_SESSION_TTL_MS, SESSION_TTL_MS, startSession } from '../auth/sessions.ts';
import { findUserByEmail } from '../auth/users.ts';
import { HttpError } from '../http/errors.ts';
import { rateLimit } from '../http/rate-limit.ts';
import { Throttle } from '../http/throttle.ts';
import { requireAdmin } from '../plugins/session.ts';
import { isStaff } from '../../shared/domain/users.ts';
import { refuseOwnerOnly } from './staff-access.ts';
import { staffInvitationRoutes, staffRoutes } from './staff-routes.ts';
import { ownerEmailRoutes } from './owner-email-routes.ts';
import { ownerAlertRoutes } from './owner-alert-routes.ts';
import { adminHealthRoute } from '../health/admin-health-route.ts';
import { productPhotoAdminRoutes } from '../catalogue/photos/photo-routes.ts';
import { readAdminSettings, saveAdminSettings } from '../shop/settings-admin.ts';
import { contentAdminRoutes } from '../shop/content-routes.ts';
import { categoryAdminRoutes } from '../catalogue/category-admin-routes.ts';
import { productAdminRoutes } from '../catalogue/product-admin-routes.ts';
import { promoAdminRoutes } from '../promo/promo-admin-routes.ts';
import { ADMIN_ERRORS } from './admin-errors.ts';
import { shopSizesRoutes } from '../catalogue/shop-sizes-routes.ts';
import { shopColoursRoutes } from '../catalogue/shop-colours-routes.ts';
import { setStockLevel, readStockChanges } from '../stock/stock-admin.ts';
import { csvDate, csvDisposition, toCsv } from './csv.ts';
import { liveEventsRoute, type LiveOptions } from './live-route.ts';
import { changeMessage, readMessages } from './messages.ts';
import { readOrder, readOrderCounts, readOrdersPage } from './order-queries.ts';
import { ordersCsv } from './orders-csv.ts';
import {
  changeOrderStatus,
  extendPaymentWindow,
  ORDER_NOT_FOUND,
  resolvePaymentIssue,
} from './order-status.ts';
import { readMoney } from './money.ts';
import {
  markRefundedByHand,
  refundFlaggedPayment,
  restoreLatePaidOrder,
} from './payment-issues.ts';
import { createWaveApi } from '../payments/wave-api.ts';
import { readOutbox, retryMessage } from './outbox-admin.ts';
import { sendMessageNow } from '../messaging/message-outbox.ts';
import { readCustomers, readProductStats, readStats } from './reports.ts';
import { readCustomerPage, saveCustomerNote } from './customer-page.ts';
import { recordPaymentReceived } from './payment-received.ts';
import { orderEntryRoutes } from './order-entry-routes.ts';

export type AdminRoutesOptions = { live?: LiveOptions };

export const ADMIN_SIGN_IN_IP_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;
/** Failed sign-ins per account before a pause: the one counter every door shares. */
export const ADMIN_SIGN_IN_NAME_FAILURES = ACCOUNT_PASSWORD_FAILURES;
/**
 * Password-and-code attempts past the pause, per address and account: an attacker spread over
 * many addresses cannot use them up for the real admin, and each one costs a second-factor guess.
 */
export const ADMIN_UNLOCK_ATTEMPTS = { max: 5, windowMs: 15 * 60_000 } as const;
export const ADMIN_SIGN_IN_RATE_MESSAGE =
  'Trop de tentatives de connexion administrateur. Veuillez patienter quelques minutes avant de réessayer.';

const errors = ADMIN_ERRORS;

/**
 * The admin's API (docs/decisions/0040–0043). Sign-in is public; everything
 * else is registered inside one scope whose onRequest hook is the admin guard, so a route added
 * there later is guarded without anyone remembering to (and a test walks every /api/admin route
 * the server has, anonymous and as a customer).
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  await app.register(adminSignIn);
  // The invitation link's public steps (ADR 0201).
  await app.register(staffInvitationRoutes);
  await app.register(adminWing, options);
};

const adminSignIn: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const { passwordFailures, codeFailures, box, checkCode, alertIfPaused } = app.accountGuard;
  const unlockAttempts = new Throttle(
    () => app.rateCounter,
    'admin-unlock',
    ADMIN_UNLOCK_ATTEMPTS.max,
    ADMIN_UNLOCK_ATTEMPTS.windowMs,
  );
  const paused = (reply: FastifyReply, seconds: number): never => {
    reply.header('retry-after', String(seconds));
    throw new HttpError(429, 'rate_limited', ADMIN_SIGN_IN_LOCKED);
  };
  const tooManyCodes = (reply: FastifyReply, seconds: number): never => {
    reply.header('retry-after', String(seconds));
    throw new HttpError(429, 'rate_limited', MFA_ERRORS.tooManyCodes);
  };

  app.post(
    '/api/admin/sign-in',
    {
      config: rateLimit({ ...ADMIN_SIGN_IN_IP_LIMIT, message: ADMIN_SIGN_IN_RATE_MESSAGE }),
      schema: { body: adminSignInSchema, response: { 200: sessionStateSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { username, password, code } = request.body;
      const key = accountKey(username);
      const { wait, last } = await passwordFailures.hit(key);
      // Paused: only the password with a working second factor gets through (docs/decisions/0106).
      if (wait > 0 && code === undefined) paused(reply, wait);
      const user = await findUserByEmail(app.db, username);
      if (wait > 0) {
        // The account's code counter, shared with every second-factor door (docs/decisions/0156):
        // while it is paused no code is checked, the right one neither, and the answer comes
        // before the password is checked, so it tells nothing about the password.
        const codesWait = user ? await codeFailures.pausedFor(codeKey(user.id)) : 0;
        if (codesWait > 0) tooManyCodes(reply, codesWait);
        const unlockWait = await unlockAttempts.attempt(hashSecret(`${request.ip}|${username}`));
        if (unlockWait > 0) paused(reply, unlockWait);
      }
      // The password is checked whatever the account is, so that neither the answer nor its time
      // tells an unknown name, a customer and a wrong password apart.
      const client = clientNetwork(request.ip);
      const valid = user ? await verifyPassword(password, user.passwordHash, client) : false;
      if (!user) await verifyAgainstDecoy(password, client);
      if (!user || !valid || !isStaff(user.role)) {
        request.log.info('admin sign-in refused');
        if (!valid) await alertIfPaused(request, user?.id, last, 'passwords');
        throw new HttpError(401, 'invalid_credentials', ADMIN_SIGN_IN_FAILED);
      }
      if (wait > 0) {
        if (code === undefined || user.securityLevel !== 'enhanced') {
          request.log.info('admin sign-in refused while paused');
          throw new HttpError(401, 'invalid_credentials', ADMIN_SIGN_IN_FAILED);
        }
        // Counted on the account's code counter, as /api/auth/mfa/verify counts.
        await checkCode(request, reply, user.id, () =>
          secondFactorPasses(app.db, box, user.id, code, config.mfaDemo),
        ).catch((error: unknown) => {
          if (!(error instanceof HttpError && error.code === 'invalid_code')) throw error;
          // A wrong code gets the wrong password's answer: it must not say the password was right.
          request.log.info('admin sign-in refused while paused');
          throw new HttpError(401, 'invalid_credentials', ADMIN_SIGN_IN_FAILED);
        });
      }
      await passwordFailures.reset(key);
      // Past the pause the factor is already passed; otherwise it comes next (POST
      // /api/auth/mfa/verify), or its enrolment for an admin who has none yet.
      const level = wait > 0 ? 2 : 1;
      const hasMfa = user.securityLevel === 'enhanced';
      const session = await startSession(
        app.db,
        config,
        request,
        reply,
        user.id,
        level,
        level === 2 ? SESSION_TTL_MS : PENDING_SESSION_TTL_MS,
      );
      request.log.info({ mfa: hasMfa, unlocked: wait > 0 }, 'admin signed in');
      return sessionState(
        app.db,
        { ...session, assuranceLevel: level, mfaPending: hasMfa && level < 2, user },
        config.mfaDemo,
      );
    },
  );
};

function noStore(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

const adminWing: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  // 401 without a session (or with a second factor still to pass), 403 for a customer and for
  // an admin who has not passed a second factor.
  app.addHook('onRequest', requireAdmin(ADMIN_GUARD_MESSAGE));
  // A vendeur reaches her own routes only; every other one is the owner's (ADR 0200).
  app.addHook('onRequest', refuseOwnerOnly);
  // Wave Checkout, when configured: the owner's cancel ends the order's open sessions.
  const wave = app.config.waveCheckout ? createWaveApi(app.config.waveCheckout) : undefined;
  app.addHook('onSend', async (_request, reply, payload) => {
    // Personal data: never kept by a browser cache or a proxy. Server time for the bench and
    // the browser's devtools.
    if (!reply.hasHeader('cache-control')) noStore(reply);
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    return payload;
  });

  app.get(
    '/api/admin/orders',
    {
      schema: {
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersPageSchema, ...errors },
      },
    },
    async (request) => {
      const { filter, status, q, cursor, limit } = request.query;
      const [page, counts] = await Promise.all([
        readOrdersPage(app.db, {
          filter,
          status,
          q,
          cursor,
          limit,
          paymentWindowMs: app.config.orderPaymentWindowMs,
        }),
        cursor ? null : readOrderCounts(app.db, q),
      ]);
      return { ...page, counts };
    },
  );

  // The list's filter, status and search apply; no cursor or page size: the whole selection.
  app.get(
    '/api/admin/orders.csv',
    {
      schema: {
        querystring: adminOrdersQuerySchema.pick({ filter: true, status: true, q: true }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await ordersCsv(app.db, request.query, app.config.orderPaymentWindowMs);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', csvDisposition('lagune-commandes'))
        .send(csv);
    },
  );

  app.get(
    '/api/admin/orders/counts',
    {
      schema: {
        querystring: adminOrderCountsQuerySchema,
        response: { 200: orderCountsSchema, ...errors },
      },
    },
    async (request) => readOrderCounts(app.db, request.query.q),
  );

  app.get(
    '/api/admin/orders/:id',
    { schema: { params: orderIdParamsSchema, response: { 200: adminOneOrderSchema, ...errors } } },
    async (request) => {
      const order = await readOrder(app.db, request.params.id, app.config.orderPaymentWindowMs);
      if (!order) throw new HttpError(404, 'order_not_found', ORDER_NOT_FOUND);
      return { order };
    },
  );

  app.patch(
    '/api/admin/orders/:id',
    {
      schema: {
        params: orderIdParamsSchema,
        body: orderStatusChangeSchema,
        response: { 200: orderStatusChangedSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status } = request.body;
      const change = await changeOrderStatus(app.db, id, status, request.user!.id, {
        paymentWindowMs: app.config.orderPaymentWindowMs,
        shopName: (await app.shopSettings.current()).name,
        wave,
      });
      if (change.changed) {
        request.log.info({ order: id, from: change.previous, to: status }, 'order status changed');
      }
      const order = await readOrder(app.db, id, app.config.orderPaymentWindowMs);
      if (!order) throw new HttpError(404, 'order_not_found', ORDER_NOT_FOUND);
      return { order, changed: change.changed, previousStatus: change.previous };
    },
  );

  // 'Prolonger de 24 h' on an unpaid order's card: its deadline moves 24 h past the later of the
  // current one and now (ADR 0126).
  app.post(
    '/api/admin/orders/:id/payment-window',
    {
      schema: { params: orderIdParamsSchema, response: { 200: adminOneOrderSchema, ...errors } },
    },
    async (request) => {
      const { id } = request.params;
      const windowMs = app.config.orderPaymentWindowMs;
      if (windowMs <= 0) throw new HttpError(409, 'order_not_waiting', ORDER_NOT_WAITING);
      const extended = await extendPaymentWindow(app.db, id, windowMs);
      if (extended === 'not_found') throw new HttpError(404, 'order_not_found', ORDER_NOT_FOUND);
      if (extended === 'not_waiting')
        throw new HttpError(409, 'order_not_waiting', ORDER_NOT_WAITING);
      request.log.info({ order: id }, 'payment window extended');
      const order = await readOrder(app.db, id, windowMs);
      if (!order) throw new HttpError(404, 'order_not_found', ORDER_NOT_FOUND);
      return { order };
    },
  );

  // 'Marquer comme réglé' on a flagged Wave payment (ADR 0143): the owner looked and decided
  // (refunded, or kept the money); the order itself is unchanged.
  app.post(
    '/api/admin/orders/:id/payment-issue/resolve',
    {
      schema: { params: orderIdParamsSchema, response: { 200: adminOneOrderSchema, ...errors } },
    },
    async (request) => {
      const { id } = request.params;
      const cleared = await resolvePaymentIssue(app.db, id);
      const order = await readOrder(app.db, id, app.config.orderPaymentWindowMs);
      if (!order) throw new HttpError(404, 'order_not_found', ORDER_NOT_FOUND);
      if (cleared) request.log.info({ order: id }, 'payment issue resolved');
      return { order };
    },
  );

  // A flagged Wave payment settled (ADR 0182): the order restored, the money refunded through
  // Wave, or refunded by hand. Each answers the order as it is now.
  const settled = async (id: string) => {
    const order = await readOrder(app.db, id, app.config.orderPaymentWindowMs);
    if (!order) throw new HttpError(404, 'order_not_found', ORDER_NOT_FOUND);
    return { order };
  };
  const settleSchema = {
    schema: { params: orderIdParamsSchema, response: { 200: adminOneOrderSchema, ...errors } },
  };
  app.post('/api/admin/orders/:id/payment-issue/restore', settleSchema, async (request) => {
    const { id } = request.params;
    const shopName = (await app.shopSettings.current()).name;
    await restoreLatePaidOrder(app.db, id, request.user!.id, shopName);
    request.log.info({ order: id }, 'late-paid order restored');
    return settled(id);
  });
  app.post('/api/admin/orders/:id/payment-issue/refund', settleSchema, async (request) => {
    const { id } = request.params;
    const shopName = (await app.shopSettings.current()).name;
    await refundFlaggedPayment(app.db, wave, id, shopName).catch((error: unknown) => {
      if (error instanceof HttpError && error.code === 'wave_refund_failed')
        request.log.warn({ order: id }, 'Wave refund failed');
      throw error;
    });
    request.log.info({ order: id }, 'payment refunded through Wave');
    return settled(id);
  });
  app.post('/api/admin/orders/:id/payment-issue/refunded', settleSchema, async (request) => {
    const { id } = request.params;
    await markRefundedByHand(app.db, id, (await app.shopSettings.current()).name);
    request.log.info({ order: id }, 'payment marked refunded by hand');
    return settled(id);
  });

  // 'Paiement reçu' (ADR 0190): an unpaid order paid another way than Wave Checkout.
  app.post(
    '/api/admin/orders/:id/payment-received',
    {
      schema: {
        params: orderIdParamsSchema,
        body: paymentReceivedSchema,
        response: { 200: adminOneOrderSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const shopName = (await app.shopSettings.current()).name;
      await recordPaymentReceived(app.db, id, request.body.means, request.user!.id, shopName);
      request.log.info({ order: id, means: request.body.means }, 'payment received by hand');
      return settled(id);
    },
  );

  app.get(
    '/api/admin/stats',
    { schema: { response: { 200: adminStatsSchema, ...errors } } },
    async () => readStats(app.db, await app.catalogue.current()),
  );

  app.get(
    '/api/admin/money',
    { schema: { response: { 200: adminMoneySchema, ...errors } } },
    async () => readMoney(app.db, await app.catalogue.current(), app.config.orderPaymentWindowMs),
  );

  app.get(
    '/api/admin/customers',
    {
      schema: {
        querystring: adminCustomersQuerySchema,
        response: { 200: adminCustomersSchema, ...errors },
      },
    },
    async (request) => {
      const { offset, limit } = request.query;
      const { customers, total } = await readCustomers(app.db, { offset, limit });
      const next = offset + customers.length;
      return { customers, total, nextOffset: next < total ? next : null };
    },
  );

  app.get(
    '/api/admin/customers/:key',
    {
      schema: {
        params: customerKeyParamsSchema,
        response: { 200: adminCustomerPageSchema, ...errors },
      },
    },
    async (request) => readCustomerPage(app.db, request.params.key),
  );

  app.put(
    '/api/admin/customers/:key/note',
    {
      schema: {
        params: customerKeyParamsSchema,
        body: customerNoteSchema,
        response: { 200: customerNoteSchema, ...errors },
      },
    },
    async (request) => ({
      note: await saveCustomerNote(app.db, request.params.key, request.body.note),
    }),
  );

  app.get(
    '/api/admin/customers.csv',
    { schema: { response: { 200: z.string(), ...errors } } },
    async (_request, reply) => {
      const { customers } = await readCustomers(app.db);
      const csv = toCsv(
        [
          'Nom du client',
          'Téléphone',
          'Adresse',
          'Nombre de commandes',
          'Montant payé (FCFA)',
          'Dernière commande',
        ],
        customers.map((c) => [
          c.name,
          c.phone,
          c.address,
          c.orderCount,
          c.totalSpent,
          csvDate(c.lastOrderAt),
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', csvDisposition('lagune-clients'))
        .send(csv);
    },
  );

  app.get(
    '/api/admin/products',
    { schema: { response: { 200: adminProductsSchema, ...errors } } },
    async () => ({
      ...(await readProductStats(app.db, await app.catalogue.current())),
      lowStockThreshold: (await app.shopSettings.current()).lowStockThreshold,
    }),
  );

  app.get(
    '/api/admin/products.csv',
    { schema: { response: { 200: z.string(), ...errors } } },
    async (_request, reply) => {
      const catalogue = await app.catalogue.current();
      const { products } = await readProductStats(app.db, catalogue);
      // One column per size of the shop's, in her order (docs/decisions/0224).
      const csv = toCsv(
        [
          'Produit',
          'ID produit',
          'Quantité vendue',
          'Commandes',
          "Chiffre d'affaires (FCFA)",
          ...catalogue.sizes.map((size) => `Stock ${size}`),
        ],
        products.map((p) => [
          p.name,
          p.productId,
          p.quantitySold,
          p.orderCount,
          p.revenue,
          ...catalogue.sizes.map((size) => p.stock[size]),
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', csvDisposition('lagune-produits'))
        .send(csv);
    },
  );

  app.patch(
    '/api/admin/stock',
    { schema: { body: stockUpdateSchema, response: { 200: stockUpdatedSchema, ...errors } } },
    async (request) => {
      const updated = await setStockLevel(app.db, request.body, request.user!.id);
      // This instance sells the restocked size at once; the others when the change reaches them.
      if (updated.reason) app.catalogue.forget();
      if (updated.reason) {
        request.log.info(
          {
            product: updated.productId,
            size: updated.size,
            delta: updated.delta,
            reason: updated.reason,
          },
          'stock changed by an admin',
        );
      }
      return updated;
    },
  );

  app.get(
    '/api/admin/stock/changes',
    {
      schema: {
        querystring: stockChangesQuerySchema,
        response: { 200: stockChangesSchema, ...errors },
      },
    },
    async (request) => ({
      changes: await readStockChanges(app.db, request.query.productId, request.query.size),
    }),
  );

  app.get(
    '/api/admin/messages',
    {
      schema: {
        querystring: adminMessagesQuerySchema,
        response: { 200: adminMessagesSchema, ...errors },
      },
    },
    async (request) => readMessages(app.db, request.query.box),
  );

  app.patch(
    '/api/admin/messages/:id',
    {
      schema: {
        params: messageIdParamsSchema,
        body: messageChangeSchema,
        response: { 200: adminOneMessageSchema, ...errors },
      },
    },
    async (request) => {
      const message = await changeMessage(app.db, request.params.id, request.body);
      if (!message) throw new HttpError(404, 'message_not_found', MESSAGE_NOT_FOUND);
      return { message };
    },
  );

  // 'Messages envoyés' (ADR 0174): the outbox's messages, failures first, and 'Réessayer'.
  app.get(
    '/api/admin/outbox',
    { schema: { response: { 200: adminOutboxSchema, ...errors } } },
    async () => readOutbox(app.db),
  );

  app.post(
    '/api/admin/outbox/:id/retry',
    {
      schema: {
        params: outboxIdParamsSchema,
        response: { 200: adminOneOutboxMessageSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const retried = await retryMessage(app.db, id);
      if (retried.outcome === 'not_found')
        throw new HttpError(404, 'message_not_found', OUTBOX_TEXT.notFound);
      if (retried.outcome === 'erased')
        throw new HttpError(409, 'message_erased', OUTBOX_TEXT.linkErased);
      if (retried.outcome !== 'scheduled')
        throw new HttpError(409, 'message_not_failed', OUTBOX_TEXT.notFailed);
      request.log.info({ messageId: id }, 'customer message retried');
      // Tried at once, after the answer; the list shows the outcome when read again.
      const shopName = (await app.shopSettings.current()).name;
      void sendMessageNow(app.db, { sms: app.sms, mailer: app.mailer }, app.log, id, {
        shopName,
      }).catch((error: unknown) => app.log.warn({ err: error }, 'retried message not tried'));
      return { message: retried.message };
    },
  );

  // The shop settings (ADR 0134): saved over the version they were read at, audited.
  app.get(
    '/api/admin/settings',
    { schema: { response: { 200: adminSettingsSchema, ...errors } } },
    async () => readAdminSettings(app.db, app.config.shop),
  );

  app.put(
    '/api/admin/settings',
    { schema: { body: shopSettingsSaveSchema, response: { 200: adminSettingsSchema, ...errors } } },
    async (request, reply) => {
      const { version, currentPassword, mfa, ...settings } = request.body;
      // A copied cookie alone cannot send the customers' money elsewhere (docs/decisions/0162).
      const proven = currentPassword !== undefined || mfa !== undefined;
      if (proven) await app.accountGuard.reauthenticate(request, reply, { currentPassword, mfa });
      const saved = await saveAdminSettings(
        app.db,
        app.config.shop,
        settings,
        version,
        request.user!.id,
        proven,
      );
      if (saved.outcome === 'stale')
        throw new HttpError(409, 'stale_settings', SETTINGS_TEXT.stale);
      if (saved.outcome === 'reauth_required')
        throw new HttpError(403, 'reauth_required', SETTINGS_TEXT.reauthRequired);
      if (saved.outcome === 'saved') {
        app.shopSettings.forget();
        request.log.info({ fields: saved.changes.map((c) => c.field) }, 'shop settings changed');
      }
      return readAdminSettings(app.db, app.config.shop);
    },
  );

  // The catalogue's management (ADR 0135): inside this scope, so the admin guard covers it.
  await app.register(productAdminRoutes);
  await app.register(shopSizesRoutes);
  await app.register(shopColoursRoutes);
  await app.register(promoAdminRoutes);
  // The owner's shops, FAQ and texts (docs/decisions/0205): guarded like the rest.
  await app.register(contentAdminRoutes);
  // The owner's categories (docs/decisions/0222): guarded like the rest.
  await app.register(categoryAdminRoutes);
  // Product photos (ADR 0138): inside this scope, so guarded like the rest.
  await app.register(productPhotoAdminRoutes);
  // The owner's alerts and her devices' notifications (ADR 0175, 0176): guarded like the rest.
  await app.register(ownerAlertRoutes);
  // The server's state for the owner (ADR 0181): guarded like the rest.
  await app.register(adminHealthRoute);
  // Orders the owner takes herself and edits before shipping (ADR 0198, 0199): guarded too.
  await app.register(orderEntryRoutes);

  await app.register(liveEventsRoute, options.live ?? {});
  // 'Équipe' (ADR 0201): guarded like the rest, the owner's alone (not in VENDEUR_ROUTES).
  await app.register(staffRoutes);
  // The owner's e-mail, confirmed from the new address (ADR 0202): the owner's alone.
  await app.register(ownerEmailRoutes);
};
