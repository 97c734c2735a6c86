import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_TEXT, type AdminSettings } from '../../shared/api/admin-settings.ts';
import { DEFAULT_SHOP_SETTINGS } from '../../shared/config/shop-settings.ts';
import { frenchSpacing } from '../../shared/format/typography.ts';
import { products } from '../../shared/catalogue/products.ts';
import { and, eq } from 'drizzle-orm';
import { adminChanges, customerMessages, orders, shopSettings } from '../db/schema.ts';
import { createUser, GOOD_PASSWORD, signIn } from '../test/accounts.ts';
import { adminSignIn, createAdminUser } from '../test/admin.ts';
import { NO_UNPAID_CAPS, createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

const NEW_VALUES = {
  ...DEFAULT_SHOP_SETTINGS,
  name: 'LAGUNE Cocody',
  waveNumber: '+225 05 55 44 33 22',
  // A landline with WhatsApp Business is taken (docs/decisions/0159-phone-links-international.md).
  whatsappNumber: '+225 27 22 33 44 55',
  email: 'boutique@lagune.ci',
  phone: '+225 27 22 00 11 22',
};

describe.each(DRIVERS)('the shop settings in the admin on %s', (driver) => {
  let s: TestApp;
  let admin: string;
  const db = () => s.t.database.db;
  const read = async () => {
    const res = await s.app.inject({ url: '/api/admin/settings', headers: { cookie: admin } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminSettings;
  };
  const save = (body: object) =>
    s.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin },
      payload: body,
    });

  beforeAll(async () => {
    // No caps on unpaid orders: the pricing test places one as a guest.
    s = await createTestApp(driver, { captureLogs: true, env: NO_UNPAID_CAPS });
    await createAdminUser(db());
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  });
  afterAll(async () => s?.close());

  it('starts from the environment’s values, saves the owner’s, audits each field and serves them to the shop', async () => {
    const first = await read();
    expect(first).toEqual({ settings: DEFAULT_SHOP_SETTINGS, version: null, history: [] });

    const res = await save({
      ...NEW_VALUES,
      waveNumber: '0555443322',
      currentPassword: GOOD_PASSWORD,
      version: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as AdminSettings;
    // Kept in the spelling the checkout's phone rule gives it.
    expect(saved.settings).toEqual({ ...NEW_VALUES, waveNumber: '0555443322' });
    expect(saved.version).toEqual(expect.any(String));
    expect(saved.history).toHaveLength(1);
    expect(saved.history[0]!.actorEmail).toBe('patronne@lagune.ci');
    expect(saved.history[0]!.changes).toContainEqual({
      field: 'whatsappNumber',
      before: DEFAULT_SHOP_SETTINGS.whatsappNumber,
      after: NEW_VALUES.whatsappNumber,
    });
    expect(saved.history[0]!.changes.map((c) => c.field)).toEqual([
      'name',
      'waveNumber',
      'whatsappNumber',
      'email',
      'phone',
    ]);

    // What every page, e-mail and order answer reads.
    const shop = await s.app.inject({ url: '/api/shop' });
    expect(shop.json()).toEqual({ ...NEW_VALUES, waveNumber: '0555443322' });
    // The log names the fields, never their values.
    expect(s.logs.join('\n')).toContain('shop settings changed');
    expect(s.logs.join('\n')).not.toContain('0555443322');
  });

  it('answers 409 to a save made from an older version, and changes nothing', async () => {
    const now = await read();
    const res = await save({ ...NEW_VALUES, name: 'Autre nom', version: null });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'stale_settings', message: SETTINGS_TEXT.stale });
    expect(await read()).toEqual(now);
  });

  it('of two saves from the same version at once, takes one and refuses the other', async () => {
    const { version, settings } = await read();
    const [a, b] = await Promise.all([
      save({ ...settings, name: 'LAGUNE Plateau', version }),
      save({ ...settings, name: 'LAGUNE Marcory', version }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const after = await read();
    expect(['LAGUNE Plateau', 'LAGUNE Marcory']).toContain(after.settings.name);
    expect(after.history).toHaveLength(2);
  });

  it('refuses a wrong e-mail or phone, an empty name, a fee or threshold that is not a whole FCFA amount, a bad announcement or Wave link in French, changing nothing', async () => {
    const before = await read();
    const rows = async () => [
      (await db().select().from(shopSettings)).length,
      (await db().select().from(adminChanges)).length,
    ];
    const counted = await rows();
    const fees = (change: Record<string, unknown>) => ({
      deliveryFees: { ...before.settings.deliveryFees, ...change },
    });
    const cases: [object, string, string][] = [
      [{ email: 'boutique@' }, 'email', SETTINGS_TEXT.emailInvalid],
      [{ name: '   ' }, 'name', SETTINGS_TEXT.nameRequired],
      [
        { phone: '12' },
        'phone',
        'Veuillez entrer un numéro de téléphone valide (au moins 8 chiffres)',
      ],
      // A fee is a whole, non-negative number of FCFA (a JSON number), within reason.
      [fees({ abidjan: 1500.5 }), 'deliveryFees.abidjan', SETTINGS_TEXT.feeInvalid],
      [fees({ interior: -500 }), 'deliveryFees.interior', SETTINGS_TEXT.feeInvalid],
      [fees({ world: '2500' }), 'deliveryFees.world', SETTINGS_TEXT.feeInvalid],
      [fees({ 'west-africa': null }), 'deliveryFees.west-africa', SETTINGS_TEXT.feeInvalid],
      [fees({ abidjan: 5_000_000 }), 'deliveryFees.abidjan', SETTINGS_TEXT.feeTooHigh],
      [{ deliveryFees: 1500 }, 'deliveryFees', SETTINGS_TEXT.feeInvalid],
      [
        { freeDeliveryThreshold: 49_999.99 },
        'freeDeliveryThreshold',
        SETTINGS_TEXT.thresholdInvalid,
      ],
      [{ freeDeliveryThreshold: 1e12 }, 'freeDeliveryThreshold', SETTINGS_TEXT.thresholdTooHigh],
      [{ announcement: 'x'.repeat(141) }, 'announcement', SETTINGS_TEXT.announcementTooLong],
      [
        { wavePaymentLink: 'https://pay.wave.com.example.net/m/M_1' },
        'wavePaymentLink',
        SETTINGS_TEXT.waveLinkInvalid,
      ],
      [
        { wavePaymentLink: 'http://pay.wave.com/m/M_1' },
        'wavePaymentLink',
        SETTINGS_TEXT.waveLinkInvalid,
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await save({ ...before.settings, ...change, version: before.version });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error.fields[field]).toBe(frenchSpacing(message));
    }
    expect(await read()).toEqual(before);
    expect(await rows()).toEqual(counted);
  });

  it('takes an empty announcement as no bar at all, kept empty at the next read (not the default back)', async () => {
    const before = await read();
    const res = await save({ ...before.settings, announcement: '   ', version: before.version });
    expect(res.statusCode, res.body).toBe(200);
    s.app.shopSettings.forget();
    expect((await s.app.shopSettings.current()).announcement).toBe('');
    expect((await s.app.inject({ url: '/api/shop' })).json().announcement).toBe('');
    const after = await read();
    await save({
      ...after.settings,
      announcement: before.settings.announcement,
      version: after.version,
    });
  });

  it('keeps the owner’s low-stock threshold (2 units at first) for the Produits tab, and refuses one that is not a whole number of units', async () => {
    const products = async () =>
      (await s.app.inject({ url: '/api/admin/products', headers: { cookie: admin } })).json<{
        lowStockThreshold: number;
      }>().lowStockThreshold;
    const before = await read();
    expect(before.settings.lowStockThreshold).toBe(2);
    expect(await products()).toBe(2);
    for (const bad of [-1, 2.5, '3', 5000]) {
      const res = await save({
        ...before.settings,
        lowStockThreshold: bad,
        version: before.version,
      });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().error.fields.lowStockThreshold).toBe(SETTINGS_TEXT.lowStockInvalid);
    }
    const res = await save({ ...before.settings, lowStockThreshold: 5, version: before.version });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read()).settings.lowStockThreshold).toBe(5);
    expect(await products()).toBe(5);
  });

  it('saving the same values writes no history line', async () => {
    const before = await read();
    const res = await save({ ...before.settings, version: before.version });
    expect(res.statusCode).toBe(200);
    expect(await read()).toEqual(before);
  });
  it('saves the delivery fees, the threshold, the announcement and the Wave link: read back, audited, served to the shop', async () => {
    const before = await read();
    const next = {
      ...before.settings,
      deliveryFees: { ...before.settings.deliveryFees, abidjan: 2_000, world: 30_000 },
      freeDeliveryThreshold: 75_000,
      announcement: '  Soldes de fin d’année : livraison offerte dès 75 000 FCFA !  ',
      wavePaymentLink: 'https://pay.wave.com/m/M_lagune/c/ci/?amount={amount}',
    };
    const res = await save({ ...next, currentPassword: GOOD_PASSWORD, version: before.version });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json() as AdminSettings;
    // Trimmed and spaced the French way, as the shop's own texts are.
    const announcement = frenchSpacing(
      'Soldes de fin d’année : livraison offerte dès 75 000 FCFA !',
    );
    expect(saved.settings).toEqual({ ...next, announcement });
    expect(await read()).toEqual(saved);
    expect(saved.history[0]!.changes).toEqual([
      {
        field: 'wavePaymentLink',
        before: before.settings.wavePaymentLink,
        after: next.wavePaymentLink,
      },
      {
        field: 'deliveryFees.abidjan',
        before: String(before.settings.deliveryFees.abidjan),
        after: '2000',
      },
      {
        field: 'deliveryFees.world',
        before: String(before.settings.deliveryFees.world),
        after: '30000',
      },
      {
        field: 'freeDeliveryThreshold',
        before: String(before.settings.freeDeliveryThreshold),
        after: '75000',
      },
      { field: 'announcement', before: before.settings.announcement, after: announcement },
    ]);
    const shop = await s.app.inject({ url: '/api/shop' });
    expect(shop.json()).toEqual(saved.settings);

    // A save from the version before this one is stale: 409, the new fees stay.
    const stale = await save({
      ...next,
      deliveryFees: DEFAULT_SHOP_SETTINGS.deliveryFees,
      version: before.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(SETTINGS_TEXT.stale);
    expect((await read()).settings.deliveryFees.abidjan).toBe(2_000);
  });

  it('prices an order with the fee and threshold saved now, whatever the browser sends', async () => {
    const { settings, version } = await read();
    const res = await save({
      ...settings,
      deliveryFees: { ...settings.deliveryFees, interior: 4_250 },
      freeDeliveryThreshold: 200_000,
      version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const product = products.find((p) => p.inStock && p.sizes.some((z) => z.available))!;
    const size = product.sizes.find((z) => z.available)!.name;
    // Above the first-start threshold (50 000 FCFA) but below the saved one: the fee is charged.
    const quantity = Math.ceil(60_000 / product.price);
    const order = await s.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: {
        items: [{ productId: product.id, size, quantity }],
        customer: {
          fullName: 'Adjoua Kouassi',
          phone: '+225 07 01 02 03 04',
          address: 'Bouaké, quartier Commerce, près de la grande mosquée',
        },
        delivery: { zone: 'interior' },
        // Not part of the order's schema: never read.
        deliveryFee: 0,
        totalAmount: 1,
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    const subtotal = product.price * quantity;
    expect(order.json().order).toMatchObject({
      subtotal,
      deliveryFee: 4_250,
      totalAmount: subtotal + 4_250,
    });
    expect(order.json().payment).toMatchObject({
      amount: subtotal + 4_250,
      link: `https://pay.wave.com/m/M_lagune/c/ci/?amount=${subtotal + 4_250}`,
    });
  });

  it('sends order SMS only to mobiles of the countries saved in “Pays où envoyer des SMS”, and refuses an unknown code in French', async () => {
    const product = products.find((p) => p.inStock && p.sizes.some((z) => z.available))!;
    const size = product.sizes.find((z) => z.available)!.name;
    const smsTo = async (phone: string) => {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { 'idempotency-key': crypto.randomUUID() },
        payload: {
          items: [{ productId: product.id, size, quantity: 1 }],
          customer: { fullName: 'Kwame Mensah', phone, address: 'Cocody Riviera 3, villa 12' },
          delivery: { zone: 'abidjan' },
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [order] = await db()
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.reference, res.json().order.reference as string));
      // The customer's SMS (the owner's new-order alert goes to the shop's own phone).
      const sms = await db()
        .select({ recipient: customerMessages.recipient })
        .from(customerMessages)
        .where(and(eq(customerMessages.orderId, order!.id), eq(customerMessages.channel, 'sms')));
      return sms.map((m) => m.recipient).filter((r) => r !== '+2250700000000');
    };
    const ghana = '+233 24 123 4567';
    const { settings, version } = await read();
    expect(settings.smsCountries).toEqual(DEFAULT_SHOP_SETTINGS.smsCountries);
    expect(settings.smsCountries.slice(0, 6)).toEqual(['CI', 'GH', 'BF', 'ML', 'GN', 'LR']);
    expect(await smsTo(ghana)).toEqual(['+233241234567']);

    for (const bad of [['CI', 'XX'], ['ZZ'], 'CI, GH']) {
      const res = await save({ ...settings, smsCountries: bad, version });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.fields.smsCountries).toBe(
        Array.isArray(bad)
          ? SETTINGS_TEXT.smsCountryUnknown(bad.at(-1)!)
          : SETTINGS_TEXT.smsCountriesInvalid,
      );
    }
    const saved = await save({ ...settings, smsCountries: ['ci', 'CI', 'sn'], version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as AdminSettings).settings.smsCountries).toEqual(['CI', 'SN']);

    // Live: the next order reads the saved countries. Ghana is out, Côte d'Ivoire still in.
    s.logs.length = 0;
    expect(await smsTo(ghana)).toEqual([]);
    expect(await smsTo('+225 07 01 02 03 04')).toEqual(['+2250701020304']);
    const logs = s.logs.join('\n');
    for (const number of ['233241234567', '24 123 4567', '241234567'])
      expect(logs).not.toContain(number);
    const restored = await save({ ...settings, version: (await read()).version });
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it('loads a row saved before the delivery settings existed: the first-start values fill them', async () => {
    const old = {
      name: 'LAGUNE Treichville',
      waveNumber: '+225 05 55 44 33 22',
      whatsappNumber: '+225 01 02 03 04 05',
      email: 'boutique@lagune.ci',
      phone: '+225 27 22 00 11 22',
    };
    await db().update(shopSettings).set({ settings: old });
    s.app.shopSettings.forget();
    const expected = { ...DEFAULT_SHOP_SETTINGS, ...old };
    const now = await read();
    expect(now.settings).toEqual(expected);
    expect((await s.app.inject({ url: '/api/shop' })).json()).toEqual(expected);
    // Fees of zones the code no longer has are ignored; a zone it has since gets its default.
    await db()
      .update(shopSettings)
      .set({ settings: { ...old, deliveryFees: { abidjan: 1_800, 'ancienne-zone': 5_000 } } });
    s.app.shopSettings.forget();
    expect((await read()).settings.deliveryFees).toEqual({
      ...DEFAULT_SHOP_SETTINGS.deliveryFees,
      abidjan: 1_800,
    });
    await db().update(shopSettings).set({ settings: old });
    // And the owner saves over it as usual.
    const res = await save({
      ...now.settings,
      announcement: 'Bonne année !',
      version: now.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().history[0].changes).toEqual([
      {
        field: 'announcement',
        before: DEFAULT_SHOP_SETTINGS.announcement,
        after: frenchSpacing('Bonne année !'),
      },
    ]);
  });

  it('keeps the settings routes to administrators: 401 without a session, 403 for a customer', async () => {
    const body = { ...DEFAULT_SHOP_SETTINGS, version: null };
    const anonymous = await s.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await s.app.inject({ url: '/api/admin/settings' })).statusCode).toBe(401);
    await createUser(db(), { email: 'cliente@example.ci' });
    const customer = await signIn(s.app, 'cliente@example.ci');
    const refused = await s.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: customer },
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toEqual(expect.any(String));
    expect(
      (await s.app.inject({ url: '/api/admin/settings', headers: { cookie: customer } }))
        .statusCode,
    ).toBe(403);
  });
});
