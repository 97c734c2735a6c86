import { z } from '../schemas/zod.ts';

/** 'Vider la boutique de démonstration' in the Produits tab (docs/decisions/0209). */
export const SAMPLE_SHOP_TEXT = {
  button: 'Vider la boutique de démonstration',
  title: 'Vider la boutique de démonstration ?',
  explain: (count: number) =>
    `Les ${count} produits d’exemple quittent la boutique : pages, listes, recherche et plan du site.`,
  goes: (count: number) => [
    `les ${count} produits d’exemple et leur stock`,
    'leurs photos',
    'les favoris des clients qui les visent',
  ],
  stays:
    'Restent : vos propres produits, et chaque commande avec le nom, la taille, le prix et l’image de ses articles. ' +
    'Un produit d’exemple déjà commandé est archivé (sa page indique qu’il n’est plus vendu). ' +
    'Cette action ne peut pas être annulée.',
  confirm: 'Vider la boutique',
  cancel: 'Annuler',
  confirmRequired: 'Confirmez pour vider la boutique de démonstration',
  emptied: (deleted: number, archived: number) =>
    `Boutique de démonstration vidée : ${deleted} produit${deleted > 1 ? 's' : ''} supprimé${deleted > 1 ? 's' : ''}` +
    (archived > 0
      ? `, ${archived} archivé${archived > 1 ? 's' : ''} (déjà commandé${archived > 1 ? 's' : ''})`
      : ''),
  failed: 'La boutique de démonstration n’a pas pu être vidée. Réessayez.',
} as const;

export const sampleShopSchema = z.object({
  /** Sample products still in the shop (archived ones not counted). */
  sampleProducts: z.number().int().nonnegative(),
});
export type SampleShop = z.infer<typeof sampleShopSchema>;

export const emptySampleShopSchema = z.object({
  confirm: z.literal(true, { error: SAMPLE_SHOP_TEXT.confirmRequired }),
});

export const emptiedSampleShopSchema = z.object({
  deleted: z.number().int().nonnegative(),
  archived: z.number().int().nonnegative(),
});
export type EmptiedSampleShop = z.infer<typeof emptiedSampleShopSchema>;
