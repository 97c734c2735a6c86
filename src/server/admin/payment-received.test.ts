import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../shared/api/admin.ts';
import { customerMessages, paymentEvents } from '../db/schema.ts';
import { adminSignIn, createAdminUser, insertOrder } from '../test/admin.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

describe.each(DRIVERS)('a payment received another way on %s', (driver) => {
  let s: TestApp;
  let admin: string;
  const db = () => s.t.database.db;
  const receive = (id: string, payload: Record<string, string>) =>
    s.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${id}/payment-received`,
      headers: { cookie: admin },
      payload,
    });
  const message = (res: { json: () => unknown }) =>
    (res.json() as { error: { message: string } }).error.message;

  beforeAll(async () => {
    s = await createTestApp(driver, { captureLogs: true });
    await createAdminUser(db());
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  });
  afterAll(async () => {
    await s?.close();
  });

  it('marks an unpaid order paid, says how, who and when, and tells the customer', async () => {
    const order = await insertOrder(db(), { phone: '07 08 09 10 11' });
    const res = await receive(order.id, { means: 'orange_money' });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ order: AdminOrder }>().order;
    expect(saved.status).toBe('paid');
    expect(saved.paidByHand).toMatchObject({ means: 'orange_money', by: 'Administrateur' });
    expect(Date.now() - Date.parse(saved.paidByHand!.at)).toBeLessThan(60_000);
    // The card reads it back the same way.
    const read = await s.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: { cookie: admin },
    });
    expect(read.json<{ order: AdminOrder }>().order.paidByHand?.means).toBe('orange_money');
    // The usual 'paid' message is queued for the customer.
    const queued = await db()
      .select({ eventKey: customerMessages.eventKey })
      .from(customerMessages)
      .where(and(eq(customerMessages.orderId, order.id), eq(customerMessages.channel, 'sms')));
    expect(queued.map((m) => m.eventKey)).toEqual([expect.stringContaining('paid')]);

    // A second tap (or another admin's) changes nothing and says why.
    const again = await receive(order.id, { means: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe('Cette commande n’attend plus de paiement');
    const events = await db()
      .select({ id: paymentEvents.id })
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.id));
    expect(events).toHaveLength(1);
  });

  it('refuses an unknown means in French, and answers 404 for no such order', async () => {
    const order = await insertOrder(db());
    const bad = await receive(order.id, { means: 'bitcoin' });
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toMatch(/moyen de paiement/i);
    const gone = await receive('00000000-0000-4000-8000-000000000000', { means: 'cash' });
    expect(gone.statusCode).toBe(404);
    expect(message(gone)).toBe('Commande introuvable');
  });
});
