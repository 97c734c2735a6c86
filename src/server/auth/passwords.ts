import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';
import { HttpError } from '../http/errors.ts';

/**
 * Password hashing (docs/decisions/0102): argon2id from the `argon2` package (native,
 * on libuv's thread pool), 19 MiB, 2 passes, 1 lane — OWASP's first argon2id setting, measured at
 * ~90 ms a hash on this project's 2-core machine where scrypt N=2^17 took ~930 ms. The parameters
 * and salt are stored in the PHC string (`$argon2id$v=19$m=19456,p=1,t=2$…`). Hashes made before,
 * scrypt (`scrypt$17$8$1$<salt>$<key>`), still verify, and `needsRehash` says to replace them.
 *
 * At most two hashes run at once and a bounded number wait (PASSWORD_QUEUE): past that the caller
 * gets a French 503 with Retry-After instead of a place in a line that would slow every sign-in
 * of the shop. One client network may have only a couple of hashes running or waiting: more get a
 * French 429, so one address cannot fill the line by itself.
 */
const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const PASSWORD_QUEUE = { running: 2, waiting: 6, perClient: 2, retryAfterSeconds: 2 };

export const PASSWORD_BUSY_MESSAGES = {
  client:
    'Une connexion est déjà en cours depuis votre adresse. Patientez un instant, puis réessayez.',
  full: 'Le service de connexion est très sollicité. Veuillez réessayer dans quelques secondes.',
} as const;

export async function hashPassword(password: string, client?: string): Promise<string> {
  return limit(client, () => argon2.hash(password.normalize('NFC'), ARGON2_OPTIONS));
}

const SCRYPT_PATTERN =
  /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;
const ARGON2_PATTERN = /^\$argon2id\$v=19\$[mtp=0-9,]{11,40}\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

/**
 * True when `password` matches `hash`; false for a malformed hash (never throws on bad input).
 * `client` is the caller's network (http/client-network.ts), for the per-client share of the line.
 */
export async function verifyPassword(
  password: string,
  hash: string,
  client?: string,
): Promise<boolean> {
  if (ARGON2_PATTERN.test(hash))
    return limit(client, () => argon2.verify(hash, password.normalize('NFC')));
  const match = SCRYPT_PATTERN.exec(hash);
  if (!match) return false;
  const [, log2N, r, p, salt, expectedText] = match;
  const expected = Buffer.from(expectedText!, 'base64');
  const options: ScryptOptions = { N: 2 ** +log2N!, r: +r!, p: +p!, maxmem: 256 * 1024 * 1024 };
  const key = await limit(
    client,
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFC'), Buffer.from(salt!, 'base64'), 32, options, (e, k) =>
          e ? reject(e) : resolve(k),
        ),
      ),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True for a hash made with older settings (scrypt, or weaker argon2id): replace it at sign-in. */
export function needsRehash(hash: string): boolean {
  return !ARGON2_PATTERN.test(hash) || argon2.needsRehash(hash, ARGON2_OPTIONS);
}

// A hash of nothing anyone knows: checked against when the e-mail has no account, so that such
// a sign-in costs the same time as a wrong password and does not tell the account apart.
let decoy: Promise<string> | undefined;

export async function verifyAgainstDecoy(password: string, client?: string): Promise<void> {
  decoy ??= argon2.hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS);
  await verifyPassword(password, await decoy, client);
}

let running = 0;
const waiting: (() => void)[] = [];
const perClient = new Map<string, number>();

async function limit<T>(client: string | undefined, work: () => Promise<T>): Promise<T> {
  const retryAfter = PASSWORD_QUEUE.retryAfterSeconds;
  const mine = client === undefined ? 0 : (perClient.get(client) ?? 0);
  if (client !== undefined && mine >= PASSWORD_QUEUE.perClient)
    throw new HttpError(429, 'sign_in_busy', PASSWORD_BUSY_MESSAGES.client, undefined, retryAfter);
  if (running >= PASSWORD_QUEUE.running && waiting.length >= PASSWORD_QUEUE.waiting)
    throw new HttpError(503, 'sign_in_busy', PASSWORD_BUSY_MESSAGES.full, undefined, retryAfter);
  if (client !== undefined) perClient.set(client, mine + 1);
  try {
    // A finished run hands its slot straight to the next in line, so the count never overshoots.
    if (running >= PASSWORD_QUEUE.running) await new Promise<void>((r) => waiting.push(r));
    else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  } finally {
    if (client !== undefined) {
      const left = (perClient.get(client) ?? 1) - 1;
      if (left <= 0) perClient.delete(client);
      else perClient.set(client, left);
    }
  }
}
