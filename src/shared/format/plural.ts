/**
 * French agreement with a count: singular for 0 and 1 ('1 produit affiché', 'dont 0 invité'),
 * plural from 2 (French, unlike English, keeps 0 in the singular).
 */
export function plural(count: number, singular: string, pluralForm: string): string {
  return Math.abs(count) < 2 ? singular : pluralForm;
}
