import { smsSegments } from '../messaging/sms-text.ts';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_TEXT, type AdminSettings } from '../../shared/api/admin-settings.ts';
import { REAUTH_MESSAGES } from '../../shared/schemas/auth.ts';
import { customerMessages } from '../db/schema.ts';
import { GOOD_PASSWORD } from '../test/accounts.ts';
import { adminSignIn, createAdminUser, freshAdminCode } from '../test/admin.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

/** An attacker with a copied admin cookie only: no password, no code. */
describe.each(DRIVERS)('changing where customers pay, on %s', (driver) => {
  let s: TestApp;
  let admin: string;
  let adminId: string;
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

  /** The payment-change notices in the outbox, oldest first. */
  const notices = () =>
    s.t.database.db
      .select({
        channel: customerMessages.channel,
        recipient: customerMessages.recipient,
        subject: customerMessages.subject,
        body: customerMessages.body,
      })
      .from(customerMessages)
      .where(like(customerMessages.eventKey, 'payment-details:%'))
      .orderBy(customerMessages.createdAt, customerMessages.channel, customerMessages.recipient);

  beforeAll(async () => {
    s = await createTestApp(driver);
    adminId = (await createAdminUser(s.t.database.db)).id;
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  });
  afterAll(async () => s?.close());

  it.each([
    ['waveNumber', '+225 07 66 66 66 66'],
    ['whatsappNumber', '+225 07 66 66 66 66'],
    ['wavePaymentLink', 'https://pay.wave.com/m/M_pirate/c/ci/'],
  ])(
    'refuses a new %s with the cookie alone (403 reauth_required), changing nothing',
    async (field, value) => {
      const before = await read();
      const res = await save({ ...before.settings, [field]: value, version: before.version });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'reauth_required',
        message: SETTINGS_TEXT.reauthRequired,
      });
      expect(await read()).toEqual(before);
      expect(await notices()).toEqual([]);
      expect((await s.app.inject({ url: '/api/shop' })).json()[field]).toBe(
        before.settings[field as keyof AdminSettings['settings']],
      );
    },
  );

  it('refuses a wrong password in French and changes nothing', async () => {
    const before = await read();
    const res = await save({
      ...before.settings,
      waveNumber: '+225 07 66 66 66 66',
      currentPassword: 'pas-le-bon-mot-de-passe',
      version: before.version,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'wrong_password',
      message: REAUTH_MESSAGES.wrongPassword,
    });
    expect(await read()).toEqual(before);
    expect(await notices()).toEqual([]);
  });

  it('saves a new Wave number with the password, and a new link with a code of the app', async () => {
    const before = await read();
    const withPassword = await save({
      ...before.settings,
      waveNumber: '+225 05 11 22 33 44',
      currentPassword: GOOD_PASSWORD,
      version: before.version,
    });
    expect(withPassword.statusCode, withPassword.body).toBe(200);
    const saved = withPassword.json() as AdminSettings;
    expect(saved.settings.waveNumber).toBe('+225 05 11 22 33 44');

    const withCode = await save({
      ...saved.settings,
      wavePaymentLink: 'https://pay.wave.com/m/M_lagune/c/ci/',
      mfa: { method: 'authenticator', code: await freshAdminCode(adminId) },
      version: saved.version,
    });
    expect(withCode.statusCode, withCode.body).toBe(200);
    expect((withCode.json() as AdminSettings).settings.wavePaymentLink).toBe(
      'https://pay.wave.com/m/M_lagune/c/ci/',
    );
  });

  it('tells every admin at once, by e-mail and SMS, which payment detail changed and when; the SMS shows only the last digits and goes to the WhatsApp number from before', async () => {
    // A second admin, whose phone is on her SMS factor... here she has none: e-mail, and the
    // shop's former WhatsApp number, once for both.
    await createAdminUser(s.t.database.db, 'gerante@lagune.ci');
    const sent = await notices();
    // The proven saves of the test above: a Wave number, then a link (each told once per admin).
    expect(sent.filter((n) => n.channel === 'email').map((n) => n.recipient)).toEqual([
      'patronne@lagune.ci',
      'patronne@lagune.ci',
    ]);
    const before = await read();
    const res = await save({
      ...before.settings,
      waveNumber: '+225 07 98 76 54 32',
      whatsappNumber: '+225 05 44 33 22 11',
      currentPassword: GOOD_PASSWORD,
      version: before.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const latest = (await notices()).slice(sent.length);
    const emails = latest.filter((n) => n.channel === 'email');
    const sms = latest.filter((n) => n.channel === 'sms');
    expect(emails.map((n) => n.recipient).sort()).toEqual([
      'gerante@lagune.ci',
      'patronne@lagune.ci',
    ]);
    // One SMS to the owner's mobile as it was before the save, never to the new number.
    expect(sms).toHaveLength(1);
    expect(sms[0]!.recipient).toBe('+2250700000000');
    expect(sms[0]!.body).toContain('Wave ...5432');
    expect(sms[0]!.body).toContain('WhatsApp ...2211');
    expect(smsSegments(sms[0]!.body)).toBe(1);
    expect(sms[0]!.body.replace(/\D/g, '')).not.toContain('0798765432');
    expect(sms[0]!.body.replace(/\D/g, '')).not.toContain('0544332211');
    const email = emails[0]!;
    expect(email.subject).toContain('coordonnées de paiement');
    expect(email.body).toContain(
      `Numéro Wave : ${before.settings.waveNumber} → +225 07 98 76 54 32`,
    );
    expect(email.body).toContain('patronne@lagune.ci');
    // When: the save's time in Abidjan, as the history shows it.
    expect(email.body).toMatch(/\d{2} [a-zéû]+ \d{4} à \d{2}:\d{2}/);
  });

  it('still saves texts and fees with the cookie alone, and tells nobody', async () => {
    const told = (await notices()).length;
    const before = await read();
    const res = await save({
      ...before.settings,
      announcement: 'Nouvelle collection',
      deliveryFees: { ...before.settings.deliveryFees, abidjan: 2_000 },
      version: before.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as AdminSettings).settings.deliveryFees.abidjan).toBe(2_000);
    expect(await notices()).toHaveLength(told);
  });
});
