/**
 * Refusal of passwords found in leaks (ADR 0030): the common-password dictionary that zxcvbn-ts
 * ships (@zxcvbn-ts/language-common, MIT): 49 233 passwords from public leak corpora, most common
 * first. Loaded once, on first use or at start (`warmLeakedPasswords`), into a Set (~3 MB).
 *
 * A password counts as leaked when, in lower case, it is on the list, or when what remains after
 * taking digits and specials off both ends is (`Soleil2024!` → `soleil`): the shop's own rules
 * demand an uppercase letter, a digit and a special character, and people meet them by decorating
 * a common word, which is the first thing a cracker tries.
 */
let list: Promise<Set<string>> | undefined;

function load(): Promise<Set<string>> {
  list ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())),
  );
  return list;
}

export function warmLeakedPasswords(): Promise<unknown> {
  return load();
}

/** Shortest decorated word still checked: 'love' in `Love2024!` is, 'ab' in `Ab123456!` is not. */
const MIN_CORE_LENGTH = 4;

export async function isLeakedPassword(password: string): Promise<boolean> {
  const passwords = await load();
  const lower = password.toLowerCase();
  if (passwords.has(lower)) return true;
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return core.length >= MIN_CORE_LENGTH && core !== lower && passwords.has(core);
}

export const LEAKED_PASSWORD_MESSAGE =
  'Ce mot de passe figure parmi les mots de passe divulgués lors de fuites de données. Veuillez en choisir un autre.';
