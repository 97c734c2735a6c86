// The outbox folder (e-mails and SMS written to files when no provider is set) is cleaned like
// the messages table: nothing older than its keeping time stays in the data folder.
import { existsSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_DAYS } from './message-outbox.ts';
import { pruneOutbox, writeToOutbox } from './outbox.ts';

const DAY = 86_400_000;
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('pruneOutbox', () => {
  it(`deletes the files older than ${KEEP_DAYS} days and keeps the others`, async () => {
    dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'lagune-outbox-')), 'outbox');
    const old = await writeToOutbox(dir, '.sms.txt', 'To: +225…\n\nvieux code');
    const fresh = await writeToOutbox(dir, '.eml', 'Subject: récent');
    const longAgo = new Date(Date.now() - (KEEP_DAYS + 1) * DAY);
    utimesSync(path.join(dir, old), longAgo, longAgo);

    expect(await pruneOutbox(dir, KEEP_DAYS * DAY)).toBe(1);
    expect(existsSync(path.join(dir, old))).toBe(false);
    expect(existsSync(path.join(dir, fresh))).toBe(true);
  });

  it('does nothing when there is no outbox yet', async () => {
    dir = path.join(os.tmpdir(), `lagune-no-outbox-${process.pid}`);
    expect(await pruneOutbox(dir, DAY)).toBe(0);
  });
});
