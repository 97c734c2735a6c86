import { passwordStrength, PASSWORD_SPECIALS } from '@shared/schemas/auth.ts';
import { clsx } from 'clsx';
import { icon } from '~/components/ui/icons';

// Lucide's check and x (ISC).
const Check = icon(['M20 6 9 17l-5-5']);
const Cross = icon(['M18 6 6 18', 'm6 6 12 12']);

/** The four criteria of SPEC §3 'Password strength flags', in the order the shopper reads them. */
export const PASSWORD_CRITERIA = [
  { flag: 'hasLength', label: 'Au moins 8 caractères' },
  { flag: 'hasUpperCase', label: 'Une lettre majuscule' },
  { flag: 'hasNumber', label: 'Un chiffre' },
  { flag: 'hasSpecial', label: `Un caractère spécial (${PASSWORD_SPECIALS})` },
] as const;

/** The live checklist of the sign-up form: each criterion ticks as soon as it holds. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const flags = passwordStrength(password);
  return (
    <ul
      id={id}
      aria-label="Critères du mot de passe"
      className="mt-2 grid gap-1 text-sm sm:grid-cols-2"
    >
      {PASSWORD_CRITERIA.map(({ flag, label }) => {
        const ok = flags[flag];
        const Icon = ok ? Check : Cross;
        return (
          <li
            key={flag}
            data-ok={ok}
            className={clsx('flex items-center gap-2', ok ? 'text-green-800' : 'text-neutral-700')}
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            <span>
              {label}
              <span className="sr-only">{ok ? ' : respecté' : ' : manquant'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
