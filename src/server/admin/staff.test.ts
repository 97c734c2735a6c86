import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminChanges, sessions, staffInvitations, users } from '../db/schema.ts';
import { GOOD_PASSWORD, sessionCookie } from '../test/accounts.ts';
import { adminSignIn, createAdminUser } from '../test/admin.ts';
import { startSmtpStub } from '../test/smtp-stub.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

/** The token of the invitation link in an e-mail's text (it rides in the fragment). */
function invitationToken(text: string): string {
  const match = /http:\/\/localhost:3000\/admin\/invitation#([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error('pas de lien d’invitation dans l’e-mail');
  return match[1]!;
}

const VENDEUR_PASSWORD = 'Attiéké#Treichville42';

describe.each(DRIVERS)('the owner’s team (invitations, roles, sessions) on %s', (driver) => {
  let s: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
  let owner: string;
  let ownerId: string;
  const db = () => s.t.database.db;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
    s.app.inject({
      method,
      url,
      remoteAddress: '10.31.0.1',
      headers: {
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131',
        ...(cookie ? { cookie } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  const invite = async (email: string, role: 'vendeur' | 'admin' = 'vendeur') => {
    const since = smtp.received.length;
    const res = await call('POST', '/api/admin/staff/invitations', owner, {
      fullName: 'Koffi Yao',
      email,
      role,
      currentPassword: GOOD_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(201);
    return invitationToken((await smtp.waitFor(email, since)).text);
  };

  beforeAll(async () => {
    smtp = await startSmtpStub();
    s = await createTestApp(driver, { env: { SMTP_URL: smtp.url } });
    ownerId = (await createAdminUser(db(), 'patronne@lagune.ci')).id;
    owner = await adminSignIn(s.app, 'patronne@lagune.ci');
  });
  afterEach(async () => {
    await s.clearRateLimits();
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  it('invites a vendeur by e-mail only after the owner proves herself again', async () => {
    const without = await call('POST', '/api/admin/staff/invitations', owner, {
      fullName: 'Koffi Yao',
      email: 'koffi@lagune.ci',
      role: 'vendeur',
    });
    expect(without.statusCode).toBe(400);
    expect(without.json().error.code).toBe('reauth_required');
    const token = await invite('koffi@lagune.ci');
    // Only the token's hash is kept; the invitation is listed with its role.
    const [row] = await db().select().from(staffInvitations);
    expect(row!.tokenHash).not.toBe(token);
    const list = await call('GET', '/api/admin/staff', owner);
    expect(list.json().invitations).toEqual([
      expect.objectContaining({ email: 'koffi@lagune.ci', role: 'vendeur', fullName: 'Koffi Yao' }),
    ]);
    const audited = await db().select().from(adminChanges).where(eq(adminChanges.subject, 'staff'));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.actorId).toBe(ownerId);
  });

  it('the invitee reads the invitation, sets a strong password once, then must enrol a second factor', async () => {
    const token = await invite('awa.vendeuse@lagune.ci');
    const details = await call('POST', '/api/staff/invitation', undefined, { token });
    expect(details.json()).toEqual({
      fullName: 'Koffi Yao',
      email: 'awa.vendeuse@lagune.ci',
      role: 'vendeur',
    });
    const weak = await call('POST', '/api/staff/invitation/accept', undefined, {
      token,
      password: 'password123',
    });
    expect(weak.statusCode).toBe(400);
    const accepted = await call('POST', '/api/staff/invitation/accept', undefined, {
      token,
      password: VENDEUR_PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const again = await call('POST', '/api/staff/invitation/accept', undefined, {
      token,
      password: VENDEUR_PASSWORD,
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toMatch(/n’est plus valable/);

    // With the password alone: nothing of the wing but the enrolment.
    const signedIn = await call('POST', '/api/admin/sign-in', undefined, {
      username: 'awa.vendeuse@lagune.ci',
      password: VENDEUR_PASSWORD,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().mfaEnrollmentRequired).toBe(true);
    const bare = await call('GET', '/api/admin/orders', sessionCookie(signedIn));
    expect(bare.statusCode).toBe(403);
    expect(bare.json().error.code).toBe('mfa_not_enabled');

    // Enrolled: the orders yes, the settings and the team no.
    const vendeur = await adminSignIn(s.app, 'awa.vendeuse@lagune.ci', VENDEUR_PASSWORD);
    expect((await call('GET', '/api/admin/orders', vendeur)).statusCode).toBe(200);
    for (const url of ['/api/admin/settings', '/api/admin/staff']) {
      const refused = await call('GET', url, vendeur);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('owner_only');
    }
  });

  it('refuses an expired link', async () => {
    const token = await invite('tard@lagune.ci');
    await db()
      .update(staffInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(staffInvitations.email, 'tard@lagune.ci'));
    const res = await call('POST', '/api/staff/invitation/accept', undefined, {
      token,
      password: VENDEUR_PASSWORD,
    });
    expect(res.statusCode).toBe(410);
  });

  it('lists the team with last seen, ends a person’s sessions, changes a role and removes a person', async () => {
    const token = await invite('moussa@lagune.ci');
    await call('POST', '/api/staff/invitation/accept', undefined, {
      token,
      password: VENDEUR_PASSWORD,
    });
    const vendeur = await adminSignIn(s.app, 'moussa@lagune.ci', VENDEUR_PASSWORD);
    const list = (await call('GET', '/api/admin/staff', owner)).json();
    const moussa = list.people.find((p: { email: string }) => p.email === 'moussa@lagune.ci');
    expect(moussa).toMatchObject({ role: 'vendeur', self: false });
    expect(moussa.lastSeenAt).not.toBeNull();
    expect(list.people.find((p: { self: boolean }) => p.self).email).toBe('patronne@lagune.ci');

    const ended = await call('POST', `/api/admin/staff/${moussa.id}/sessions/end`, owner);
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await call('GET', '/api/admin/orders', vendeur)).statusCode).toBe(401);

    const noProof = await call('PATCH', `/api/admin/staff/${moussa.id}`, owner, { role: 'admin' });
    expect(noProof.statusCode).toBe(400);
    const promoted = await call('PATCH', `/api/admin/staff/${moussa.id}`, owner, {
      role: 'admin',
      currentPassword: GOOD_PASSWORD,
    });
    expect(promoted.statusCode).toBe(200);
    const [row] = await db()
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, moussa.id));
    expect(row!.role).toBe('admin');

    const mine = await call('PATCH', `/api/admin/staff/${ownerId}`, owner, {
      role: 'vendeur',
      currentPassword: GOOD_PASSWORD,
    });
    expect(mine.statusCode).toBe(409);

    const again = await adminSignIn(s.app, 'moussa@lagune.ci', VENDEUR_PASSWORD);
    const removed = await call('POST', `/api/admin/staff/${moussa.id}/remove`, owner, {
      currentPassword: GOOD_PASSWORD,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().people.map((p: { email: string }) => p.email)).not.toContain(
      'moussa@lagune.ci',
    );
    expect((await call('GET', '/api/admin/orders', again)).statusCode).toBe(401);
    const fields = (
      await db().select().from(adminChanges).where(eq(adminChanges.subject, 'staff'))
    ).flatMap((c) => (c.changes as { field: string }[]).map((x) => x.field));
    expect(fields).toEqual(expect.arrayContaining(['invitation', 'sessions', 'role', 'removed']));
  });

  it('shows the owner her own sessions by device, without an address, and ends one', async () => {
    const other = await adminSignIn(s.app, 'patronne@lagune.ci');
    const res = await call('GET', '/api/admin/sessions', owner);
    expect(res.statusCode).toBe(200);
    const list = res.json().sessions as { id: string; current: boolean; userAgent: string }[];
    expect(list.filter((x) => x.current)).toHaveLength(1);
    expect(res.body).not.toMatch(/10\.31|127\.0\.0\.1/);
    const otherRow = list.find((x) => !x.current)!;
    const ended = await call('POST', `/api/admin/sessions/${otherRow.id}/end`, owner);
    expect(ended.statusCode).toBe(200);
    const left = await db()
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.id, otherRow.id));
    expect(left).toEqual([]);
    expect(other).toBeTruthy();
  });
});
