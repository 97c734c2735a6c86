/**
 * A text-like action (a link look, a 44 px tap target): 'Mot de passe oublié ?', 'Renvoyer le
 * code'. For <button> and <Link> alike; the Button's `link` variant has no tap height.
 */
export const textButtonClass =
  'inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-lagoon-dark underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-neutral-500 disabled:no-underline';
