import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../shared/api/error-body.ts';
import {
  PROMOTION_TEXT,
  promotionCodeParamsSchema,
  promotionCreateSchema,
  promotionSchema,
  promotionsSchema,
  type Promotion,
} from '../../shared/api/admin-promotions.ts';
import { violatedConstraint, SQLSTATE } from '../db/pg-errors.ts';
import { orders, shopPromoCodes, shopPromoUses } from '../db/schema.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { inTransaction } from '../db/transaction.ts';
import { refuseUnknownCategory } from '../catalogue/product-admin.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day typed in the admin, Abidjan time (UTC all year). */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The owner's codes with their uses, newest first. */
async function readPromotions(db: Db): Promise<Promotion[]> {
  const uses = db
    .select({ code: shopPromoUses.code, uses: sql<number>`count(*)::integer`.as('uses') })
    .from(shopPromoUses)
    .innerJoin(orders, eq(orders.id, shopPromoUses.orderId))
    .where(sql`${orders.status} <> 'cancelled'`)
    .groupBy(shopPromoUses.code)
    .as('uses');
  const rows = await db
    .select({ promo: shopPromoCodes, uses: uses.uses })
    .from(shopPromoCodes)
    .leftJoin(uses, eq(uses.code, shopPromoCodes.code))
    .orderBy(desc(shopPromoCodes.createdAt), shopPromoCodes.code);
  return rows.map(({ promo, uses: count }) => ({
    code: promo.code,
    percent: promo.percent,
    amount: promo.amount,
    minSubtotal: promo.minSubtotal,
    startsOn: promo.startsAt && dayOf(promo.startsAt),
    // Stored as the first instant it no longer applies: the day after the last one.
    endsOn: promo.endsAt && dayOf(new Date(promo.endsAt.getTime() - DAY_MS)),
    category: promo.category,
    perCustomer: promo.perCustomer,
    totalLimit: promo.totalLimit,
    active: promo.active,
    uses: count ?? 0,
  }));
}

/**
 * 'Promotions' in the admin (docs/decisions/0191): list the owner's codes with their uses, create
 * one, switch one off. Registered under the admin guard (admin-routes.ts).
 */
export const promoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/promotions',
    { schema: { response: { 200: promotionsSchema } } },
    async () => ({ promotions: await readPromotions(app.db) }),
  );

  app.post(
    '/api/admin/promotions',
    {
      schema: {
        body: promotionCreateSchema,
        response: { 201: promotionSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const p = request.body;
      try {
        await inTransaction(app.db, async (tx) => {
          if (p.category !== null)
            await refuseUnknownCategory(tx, p.category, PROMOTION_TEXT.category);
          await tx.insert(shopPromoCodes).values({
            code: p.code,
            percent: p.discount.kind === 'percent' ? p.discount.value : null,
            amount: p.discount.kind === 'amount' ? p.discount.value : null,
            minSubtotal: p.minSubtotal,
            startsAt: p.startsOn ? dayStart(p.startsOn) : null,
            endsAt: p.endsOn ? new Date(dayStart(p.endsOn).getTime() + DAY_MS) : null,
            category: p.category,
            perCustomer: p.perCustomer,
            totalLimit: p.totalLimit,
          });
        });
      } catch (error) {
        if (violatedConstraint(error, SQLSTATE.uniqueViolation) === 'shop_promo_codes_pkey') {
          throw new HttpError(409, 'promotion_exists', PROMOTION_TEXT.codeTaken, {
            code: PROMOTION_TEXT.codeTaken,
          });
        }
        throw error;
      }
      request.log.info({ code: p.code }, 'promotion created');
      const created = (await readPromotions(app.db)).find((row) => row.code === p.code)!;
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/api/admin/promotions/:code/off',
    {
      schema: {
        params: promotionCodeParamsSchema,
        response: { 200: promotionSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { code } = request.params;
      const [off] = await app.db
        .update(shopPromoCodes)
        .set({ active: false })
        .where(eq(shopPromoCodes.code, code))
        .returning({ code: shopPromoCodes.code });
      if (!off) throw new HttpError(404, 'not_found', PROMOTION_TEXT.notFound);
      request.log.info({ code }, 'promotion switched off');
      return (await readPromotions(app.db)).find((row) => row.code === code)!;
    },
  );
};
