import { passwordStrength, PASSWORD_MIN_LENGTH } from '@shared/schemas/auth.ts';
import { clsx } from 'clsx';
import { icon, XIcon } from '~/components/ui/icons';

// Lucide's check (ISC); its x is the shared one.
const Check = icon(['M20 6 9 17l-5-5']);

/**
 * What the browser can check of the one password policy (ADR 0104):
 * the length. The server also estimates the strength and checks the leaked list; the hint says so.
 */
export const PASSWORD_CRITERIA = [
  { flag: 'hasLength', label: `Au moins ${PASSWORD_MIN_LENGTH} caractères` },
] as const;

export const PASSWORD_HINT =
  'Une phrase ou quelques mots choisis au hasard conviennent bien. Nous refusons les mots de passe trop faciles à deviner ou divulgués.';

/** The live checklist of the sign-up form: each criterion ticks as soon as it holds. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const flags = passwordStrength(password);
  return (
    <>
      <ul
        id={id}
        aria-label="Critères du mot de passe"
        className="mt-2 grid gap-1 text-sm sm:grid-cols-2"
      >
        {PASSWORD_CRITERIA.map(({ flag, label }) => {
          const ok = flags[flag];
          const Icon = ok ? Check : XIcon;
          return (
            <li
              key={flag}
              data-ok={ok}
              className={clsx(
                'flex items-center gap-2',
                ok ? 'text-green-800' : 'text-neutral-700',
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span>
                {label}
                <span className="sr-only">{ok ? ' : respecté' : ' : manquant'}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-1 text-xs text-neutral-700">{PASSWORD_HINT}</p>
    </>
  );
}
