import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing (DESIGN §4): scrypt from node:crypto, N=2^17, r=8, p=1 (OWASP's minimum for
 * scrypt), a 16-byte salt per password, a 32-byte key, compared in constant time. The parameters
 * are stored with the hash (`scrypt$17$8$1$<salt>$<key>`), so raising them later only needs new
 * hashes, and old ones still verify.
 *
 * scrypt runs on libuv's thread pool (4 threads by default), never on the event loop; each run
 * takes ~128 MiB and a few hundred ms of CPU. At most two run at once: a burst of sign-ins then
 * waits in line instead of taking every pool thread from file reads and compression, and memory
 * stays bounded.
 */
const LOG2_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const MAX_CONCURRENT = 2;

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number) {
  const options: ScryptOptions = { N: 2 ** log2N, r, p, maxmem: 256 * 1024 * 1024 };
  return limit(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, LOG2_N, R, P);
  return ['scrypt', LOG2_N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

const HASH_PATTERN =
  /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** True when `password` matches `hash`; false for a malformed hash (never throws on bad input). */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const match = HASH_PATTERN.exec(hash);
  if (!match) return false;
  const [, log2N, r, p, salt, expectedText] = match;
  const expected = Buffer.from(expectedText!, 'base64');
  const key = await derive(password, Buffer.from(salt!, 'base64'), +log2N!, +r!, +p!);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// A hash of nothing anyone knows: checked against when the e-mail has no account, so that such
// a sign-in costs the same time as a wrong password and does not tell the account apart.
let decoy: Promise<string> | undefined;

export async function verifyAgainstDecoy(password: string): Promise<void> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoy);
}

let running = 0;
const waiting: (() => void)[] = [];

async function limit<T>(work: () => Promise<T>): Promise<T> {
  // A finished run hands its slot straight to the next in line, so the count never overshoots.
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}
