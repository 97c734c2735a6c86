// A server whose clock is minutes off refuses every Wave notification and authenticator code
// without saying why: it measures its clock against PostgreSQL's and says so in French.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { clockSkewMs, skewWarning } from './clock-check.ts';

describe.each(DRIVERS)('the clock check on %s', (driver) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(driver);
  });
  afterAll(async () => t?.cleanup());

  it('finds no skew on a clock that is right, and the skew of one 6 minutes ahead', async () => {
    expect(Math.abs(await clockSkewMs(t.database.db))).toBeLessThan(2_000);
    const ahead = await clockSkewMs(t.database.db, () => Date.now() + 6 * 60_000);
    expect(ahead).toBeGreaterThan(-362_000);
    expect(ahead).toBeLessThan(-358_000);
    expect(skewWarning(ahead)).toBe(
      'Horloge du serveur en avance de 360 s sur celle de PostgreSQL : les notifications Wave et les codes d’authentification peuvent être refusés. Réglez l’heure (NTP) du serveur.',
    );
  });
});

describe('skewWarning', () => {
  it('says nothing within a minute, and which way beyond', () => {
    expect(skewWarning(59_000)).toBeUndefined();
    expect(skewWarning(-59_000)).toBeUndefined();
    expect(skewWarning(90_000)).toMatch(/^Horloge du serveur en retard de 90 s/);
  });
});
