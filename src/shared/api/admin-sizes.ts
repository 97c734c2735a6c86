import { z } from '../schemas/zod.ts';
import { newSizeLabel, sizeLabel } from '../schemas/size.ts';
import { SHOP_SIZES_MAX, SIZE_TEXT } from '../catalogue/sizes.ts';

/** POST /api/admin/sizes: a new size, last in her list. */
export const sizeAddSchema = z.object({ name: newSizeLabel() }, { error: SIZE_TEXT.required });

/** POST /api/admin/sizes/rename. */
export const sizeRenameSchema = z.object(
  { from: sizeLabel(), to: newSizeLabel() },
  { error: SIZE_TEXT.required },
);

/** POST /api/admin/sizes/remove. */
export const sizeRemoveSchema = z.object({ name: sizeLabel() }, { error: SIZE_TEXT.required });

/** POST /api/admin/sizes/order: every size of the shop once, first shown first. */
export const sizeOrderSchema = z.object(
  {
    sizes: z
      .array(sizeLabel(), { error: SIZE_TEXT.order })
      .min(1, { error: SIZE_TEXT.order })
      .max(SHOP_SIZES_MAX, { error: SIZE_TEXT.order }),
  },
  { error: SIZE_TEXT.order },
);

/** 200 of the size routes: her list, each with how many products offer it and orders name it. */
export const shopSizesSchema = z.object({
  sizes: z.array(
    z.object({ name: z.string(), products: z.number().int(), orders: z.number().int() }),
  ),
});
export type ShopSizes = z.infer<typeof shopSizesSchema>;
