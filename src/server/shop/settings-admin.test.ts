import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_TEXT, type AdminSettings } from '../../shared/api/admin-settings.ts';
import { DEFAULT_SHOP_SETTINGS } from '../../shared/config/shop-settings.ts';
import { frenchSpacing } from '../../shared/format/typography.ts';
import { adminChanges, shopSettings } from '../db/schema.ts';
import { adminSignIn, createAdminUser } from '../test/admin.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

const NEW_VALUES = {
  name: 'LAGUNE Cocody',
  waveNumber: '+225 05 55 44 33 22',
  whatsappNumber: '+225 01 02 03 04 05',
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
    s = await createTestApp(driver, { captureLogs: true });
    await createAdminUser(db());
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  });
  afterAll(async () => s?.close());

  it('starts from the environment’s values, saves the owner’s, audits each field and serves them to the shop', async () => {
    const first = await read();
    expect(first).toEqual({ settings: DEFAULT_SHOP_SETTINGS, version: null, history: [] });

    const res = await save({ ...NEW_VALUES, waveNumber: '0555443322', version: null });
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

  it('refuses a landline for WhatsApp, a wrong e-mail or phone and an empty name in French, changing nothing', async () => {
    const before = await read();
    const rows = async () => [
      (await db().select().from(shopSettings)).length,
      (await db().select().from(adminChanges)).length,
    ];
    const counted = await rows();
    const cases: [object, string, string][] = [
      [{ whatsappNumber: '+225 27 20 00 00 00' }, 'whatsappNumber', SETTINGS_TEXT.whatsappLandline],
      [{ email: 'boutique@' }, 'email', SETTINGS_TEXT.emailInvalid],
      [{ name: '   ' }, 'name', SETTINGS_TEXT.nameRequired],
      [
        { phone: '12' },
        'phone',
        'Veuillez entrer un numéro de téléphone valide (au moins 8 chiffres)',
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

  it('saving the same values writes no history line', async () => {
    const before = await read();
    const res = await save({ ...before.settings, version: before.version });
    expect(res.statusCode).toBe(200);
    expect(await read()).toEqual(before);
  });
});
