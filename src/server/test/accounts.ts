import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { App } from '../app.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';

/** A password that meets every rule and is on no leaked list. */
export const GOOD_PASSWORD = 'Kpokpa#Abidjan7';

let goodHash: Promise<string> | undefined;

/**
 * A confirmed account written straight to the database, with GOOD_PASSWORD hashed once per test
 * file (scrypt at its real cost takes a few hundred ms: fixtures should not pay it each time).
 */
export async function createUser(
  db: Db,
  values: { email: string; fullName?: string; confirmed?: boolean } = { email: 'x@example.ci' },
) {
  goodHash ??= hashPassword(GOOD_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: values.email,
      fullName: values.fullName ?? 'Awa Koné',
      passwordHash: await goodHash,
      emailConfirmedAt: values.confirmed === false ? null : new Date(),
    })
    .returning();
  return user!;
}

/** The `name=value` of the session cookie a response set, for the next requests' Cookie header. */
export function sessionCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('lagune_session'));
  if (!cookie) throw new Error('pas de cookie de session');
  return `${cookie.name}=${cookie.value}`;
}

/** Signs in through the API and returns the Cookie header value. */
export async function signIn(app: App, email: string, password = GOOD_PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`connexion refusée : ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}

/** Files in DATA_DIR/outbox, oldest first. */
export async function outboxFiles(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, 'outbox'))).sort();
  } catch {
    return [];
  }
}

/**
 * Waits for a new outbox file with `extension` (beyond `known`) and returns its text; with
 * `containing`, the first new one whose text matches (the outbox job may send another message,
 * a security notice say, in between).
 */
export async function nextOutboxMessage(
  dataDir: string,
  extension: '.eml' | '.sms.txt',
  known: string[],
  containing?: RegExp,
): Promise<{ file: string; text: string }> {
  const deadline = Date.now() + 10_000;
  const seen = new Set(known);
  for (;;) {
    const fresh = (await outboxFiles(dataDir)).filter((f) => f.endsWith(extension) && !seen.has(f));
    for (const file of fresh) {
      const raw = await readFile(path.join(dataDir, 'outbox', file), 'utf8');
      const text = extension === '.eml' ? ((await simpleParser(raw)).text ?? '') : raw;
      if (!containing || containing.test(text)) return { file, text };
      seen.add(file);
    }
    if (Date.now() > deadline) throw new Error(`aucun message ${extension} dans la boîte d’envoi`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What a message carrying a one-time code contains. */
export const A_CODE = /\b\d{6}\b/;

/** The 6-digit code in a message. */
export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error('pas de code dans le message');
  return match[1]!;
}
