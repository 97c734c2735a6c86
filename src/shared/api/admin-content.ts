import { CONTENT_BLOCKS, CONTENT_SCHEMAS, type ContentBlock } from '../content/shop-content.ts';
import { ROLES } from '../domain/users.ts';
import { z } from '../schemas/zod.ts';

/** PUT /api/admin/content/<block>: the block's new value and the version it was edited from. */
export function contentSaveSchema<B extends ContentBlock>(block: B) {
  return z.object({ value: CONTENT_SCHEMAS[block], version: z.number().int().min(0) });
}

const blockState = <B extends ContentBlock>(block: B) =>
  z.object({
    value: CONTENT_SCHEMAS[block],
    /** 0 while the block was never saved. */
    version: z.number().int(),
    /** Still the sample text a fresh shop starts with. */
    sample: z.boolean(),
  });

/** GET /api/admin/content (and a save's answer): every block, its version, the last changes. */
export const adminContentSchema = z.object({
  blocks: z.object({
    shops: blockState('shops'),
    faq: blockState('faq'),
    reviews: blockState('reviews'),
    about: blockState('about'),
    shipping: blockState('shipping'),
    returns: blockState('returns'),
    home: blockState('home'),
    looks: blockState('looks'),
    gallery: blockState('gallery'),
    careers: blockState('careers'),
    sustainability: blockState('sustainability'),
    vip: blockState('vip'),
  }),
  /** The last saves, most recent first, each change said in words (not the stored JSON). */
  history: z.array(
    z.object({
      at: z.string(),
      /** Who saved: her name (her e-mail when she gave none) and role; null once she is gone. */
      actor: z.object({ name: z.string(), role: z.enum(ROLES) }).nullable(),
      block: z.enum(CONTENT_BLOCKS),
      changes: z.array(z.string()),
    }),
  ),
});

export type AdminContent = z.infer<typeof adminContentSchema>;
