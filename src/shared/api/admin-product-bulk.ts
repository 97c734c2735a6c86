import { categoryIdSchema } from './admin-categories.ts';
import { z } from '../schemas/zod.ts';

/** The most products one bulk action takes (the Produits tab lists fewer). */
export const BULK_MAX = 500;

/** Bulk actions of the Produits tab (several products selected at once). */
export const BULK_TEXT = {
  selectAll: 'Tout sélectionner',
  selected: (n: number) => `${n} produit${n > 1 ? 's' : ''} sélectionné${n > 1 ? 's' : ''}`,
  publish: 'Mettre en ligne',
  archive: 'Archiver',
  move: 'Déplacer vers…',
  delete: 'Supprimer',
  ids: 'Sélectionnez au moins un produit',
  tooMany: `Pas plus de ${BULK_MAX} produits à la fois`,
  action: 'Action inconnue',
  category: 'Choisissez une catégorie',
  notFound: 'Un des produits sélectionnés n’existe plus : rechargez la liste',
  notDeletable: (names: readonly string[]) =>
    `Seuls les brouillons jamais commandés peuvent être supprimés : ${names
      .slice(0, 3)
      .map((n) => `« ${n} »`)
      .join(', ')}${names.length > 3 ? ` et ${names.length - 3} autre(s)` : ''} ne le ${
      names.length > 1 ? 'sont' : 'est'
    } pas. Archivez-les plutôt.`,
  done: {
    publish: (n: number) => `${n} produit${n > 1 ? 's' : ''} mis en ligne`,
    archive: (n: number) => `${n} produit${n > 1 ? 's' : ''} archivé${n > 1 ? 's' : ''}`,
    move: (n: number) => `${n} produit${n > 1 ? 's' : ''} déplacé${n > 1 ? 's' : ''}`,
    delete: (n: number) => `${n} brouillon${n > 1 ? 's' : ''} supprimé${n > 1 ? 's' : ''}`,
  },
} as const;

const ids = z
  .array(z.string({ error: BULK_TEXT.ids }).min(1, { error: BULK_TEXT.ids }).max(120))
  .min(1, { error: BULK_TEXT.ids })
  .max(BULK_MAX, { error: BULK_TEXT.tooMany })
  .transform((list) => [...new Set(list)]);

/** POST /api/admin/products/bulk. */
export const productBulkSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('publish'), ids }),
    z.object({ action: z.literal('archive'), ids }),
    z.object({ action: z.literal('delete'), ids }),
    z.object({
      action: z.literal('move'),
      ids,
      category: categoryIdSchema(BULK_TEXT.category),
    }),
  ],
  { error: BULK_TEXT.action },
);
export type ProductBulk = z.input<typeof productBulkSchema>;
export type ProductBulkAction = ProductBulk['action'];

export const productBulkResultSchema = z.object({
  /** Products the action changed (those already as asked are not counted). */
  changed: z.number().int().nonnegative(),
});
export type ProductBulkResult = z.infer<typeof productBulkResultSchema>;
