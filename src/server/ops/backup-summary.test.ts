import { expect, it } from 'vitest';
import { backupParts, backupSummary } from './backup-summary.ts';

it('lists what a backup holds first, then what it left out, each with its reason', () => {
  const sealed = backupParts({ kind: 'sealed', file: '/b/lagune.dump.mfa-key.json' });
  expect(sealed.map((p) => p.included)).toEqual([true, true, false, false]);
  for (const kind of ['no-passphrase', 'no-key'] as const) {
    const parts = backupParts({ kind });
    expect(parts.map((p) => p.included)).toEqual([true, false, false, false]);
    const key = parts.find((p) => p.what.includes('second facteur'))!;
    expect(key.what).toContain('N’EST PAS dans cette sauvegarde');
    expect(key.why).toMatch(/À la restauration/);
  }
  expect(backupSummary({ kind: 'no-key' }).split('\n')[0]).toBe('Contenu de la sauvegarde :');
});
