import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { AUTH_MESSAGES } from '../../shared/schemas/auth.ts';
import { HttpError } from '../http/errors.ts';
import { isLeakedPassword, LEAKED_PASSWORD_MESSAGE } from './leaked-passwords.ts';

/**
 * The server's half of the one password policy (docs/decisions/0104): after the shared schema's
 * length, zxcvbn's estimate must reach score 3 (about 10^8 guesses: "safely unguessable" for an
 * online attack, and slow to crack offline behind argon2id), counting what the shop and the
 * account already say (the shop's name, the e-mail, the name) as known words; and the password
 * must not be on the leaked list. The same for sign-up, change and reset.
 */
const MIN_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

function load(): Promise<ZxcvbnFactory> {
  estimator ??= import('@zxcvbn-ts/language-common').then(
    (common) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      }),
  );
  return estimator;
}

/** Throws a French 400 on the password field when `password` is leaked or too easy to guess. */
export async function refuseWeakPassword(password: string, known: string[]): Promise<void> {
  if (await isLeakedPassword(password)) {
    throw new HttpError(400, 'leaked_password', LEAKED_PASSWORD_MESSAGE, {
      password: LEAKED_PASSWORD_MESSAGE,
    });
  }
  const words = known.flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const { score } = (await load()).check(
    password,
    words.filter((w) => w.length >= 3),
  );
  if (score < MIN_SCORE) {
    throw new HttpError(400, 'weak_password', AUTH_MESSAGES.passwordWeak, {
      password: AUTH_MESSAGES.passwordWeak,
    });
  }
}
