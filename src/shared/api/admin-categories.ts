import { CATEGORY_KINDS } from '../catalogue/categories.ts';
import { singleLine } from '../schemas/text.ts';
import { z } from '../schemas/zod.ts';

/** A category's slug: its page's address (`/collections/<slug>`), never changed once created. */
export const CATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CATEGORY_NAME_MAX = 40;

export const CATEGORY_TEXT = {
  nameRequired: 'Donnez un nom à la catégorie',
  nameTooLong: `Le nom ne peut pas dépasser ${CATEGORY_NAME_MAX} caractères`,
  nameNoLetter: 'Le nom doit contenir au moins une lettre ou un chiffre',
  unknown: 'Cette catégorie n’existe pas',
  direction: 'Choisissez monter ou descendre',
  hidden: 'Choisissez affichée ou masquée',
  nothing: 'Rien à changer',
  duplicate: (name: string) => `La catégorie « ${name} » existe déjà`,
  notEmpty: (count: number) =>
    `Impossible de supprimer : ${count} produit${count > 1 ? 's sont' : ' est'} dans cette catégorie (brouillons et archivés compris). Déplacez-les d’abord.`,
  looks: 'La galerie de looks ne peut pas être supprimée ; masquez-la plutôt',
} as const;

/** A category a product may be placed in: its slug, checked against the shop's by the server. */
export const categoryIdSchema = (message: string) =>
  z.string({ error: message }).max(60, { error: message }).regex(CATEGORY_SLUG, { error: message });

const name = singleLine(CATEGORY_TEXT.nameRequired)
  .min(1, { error: CATEGORY_TEXT.nameRequired })
  .max(CATEGORY_NAME_MAX, { error: CATEGORY_TEXT.nameTooLong });

/** POST /api/admin/categories: a new listing, shown, last; its slug is made from its name. */
export const categoryCreateSchema = z.object({ name });

/** PATCH /api/admin/categories/:categoryId: a new name (its address stays) and/or shown/hidden. */
export const categoryUpdateSchema = z
  .object({
    name: name.optional(),
    hidden: z.boolean({ error: CATEGORY_TEXT.hidden }).optional(),
  })
  .refine((u) => u.name !== undefined || u.hidden !== undefined, { error: CATEGORY_TEXT.nothing });
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

/** POST /api/admin/categories/:categoryId/move: one place up or down in the menus. */
export const categoryMoveSchema = z.object({
  direction: z.enum(['up', 'down'], { error: CATEGORY_TEXT.direction }),
});

/** GET /api/admin/categories, and the answer of every change: the shop's categories in order. */
export const adminCategoriesSchema = z.object({
  categories: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(CATEGORY_KINDS),
      hidden: z.boolean(),
      /** Products in it, whatever their status (a category is deleted only when empty). */
      productCount: z.number().int(),
    }),
  ),
});
export type AdminCategories = z.infer<typeof adminCategoriesSchema>;
export type AdminCategory = AdminCategories['categories'][number];
