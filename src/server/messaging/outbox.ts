import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * DATA_DIR/outbox: where e-mails (`.eml`) and SMS (`.sms.txt`) go when no SMTP server or SMS
 * provider is configured. The files hold links and codes, so the folder is private to the shop's
 * user (0700, files 0600), and the log names the file, never its content.
 */
export async function writeToOutbox(
  outboxDir: string,
  extension: string,
  content: string | Buffer,
): Promise<string> {
  await mkdir(outboxDir, { recursive: true, mode: 0o700 });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const name = `${stamp}-${randomBytes(4).toString('hex')}${extension}`;
  await writeFile(path.join(outboxDir, name), content, { mode: 0o600, flag: 'wx' });
  return name;
}
