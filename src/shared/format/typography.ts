/**
 * French typography (ADR 0116): one rule for the whole shop. A narrow no-break space (U+202F, the
 * space Intl's fr-FR already puts between thousands) goes before `: ; ! ?` and `»`, after `«`,
 * between a number's groups of digits and between a number and FCFA, so '8 000 FCFA' or
 * 'Taille :' never break across lines and read as French print.
 *
 * The shop's own strings carry the character in the source (scripts/french-spacing.ts rewrites
 * them with this very function and src/shared/format/typography.test.ts checks every literal);
 * text composed at run time goes through `frenchSpacing`.
 */
export const NNBSP = '\u202F';

/** Spaces a French text the shop's way; a text already spaced is returned unchanged. */
export function frenchSpacing(text: string): string {
  return (
    text
      // Before : ; ! ? and », after «: an ordinary or no-break space becomes the narrow one.
      .replace(/[ \u00A0]+(?=[:;!?»])/g, NNBSP)
      .replace(/«[ \u00A0]+/g, `«${NNBSP}`)
      // A number and its currency: its groups of digits and the space before (F)CFA.
      .replace(
        /\b(\d{1,3}(?:[ \u00A0.]\d{3})*)[ \u00A0]+(F?CFA)\b/g,
        (_, number: string, unit) =>
          `${number.replace(/[ \u00A0](?=\d{3})/g, NNBSP)}${NNBSP}${unit}`,
      )
  );
}

/**
 * Where a text breaks the rule, each with a few characters around it (the page scans): an ordinary
 * or no-break space before `: ; ! ? »` or after `«`, or inside an amount in FCFA.
 */
export function frenchSpacingProblems(text: string): string[] {
  const rule =
    /.{0,15}(?:[ \u00A0][:;!?»]|«[ \u00A0]|\d[ \u00A0.]?(?:\d{3}[ \u00A0])?F?CFA\b|\d[ \u00A0]\d{3}\D{0,2}F?CFA).{0,5}/gu;
  return [...text.matchAll(rule)]
    .map((m) => m[0])
    .filter((m) => frenchSpacing(m) !== m || /\dF?CFA/.test(m));
}
