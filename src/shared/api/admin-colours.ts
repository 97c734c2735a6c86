import { z } from '../schemas/zod.ts';
import { singleLine } from '../schemas/text.ts';
import {
  COLOUR_FAMILY_NAMES,
  COLOUR_NAME_MAX,
  COLOUR_TEXT,
  SHOP_COLOURS_MAX,
} from '../catalogue/colours.ts';

/** A colour's name as she types it (a new one, a new name, the product form's choice). */
export function colourName() {
  return singleLine(COLOUR_TEXT.required)
    .min(1, { error: COLOUR_TEXT.required })
    .max(COLOUR_NAME_MAX, { error: COLOUR_TEXT.tooLong });
}

/** `#rrggbb` as `<input type="color">` sends it, kept in lower case. */
const hex = z
  .string({ error: COLOUR_TEXT.hex })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: COLOUR_TEXT.hex })
  .transform((value) => value.toLowerCase());

/** POST /api/admin/colours: a new colour, last in her list. */
export const colourAddSchema = z.object(
  {
    name: colourName(),
    hex,
    family: z.enum(COLOUR_FAMILY_NAMES, { error: COLOUR_TEXT.family }),
  },
  { error: COLOUR_TEXT.required },
);

/** POST /api/admin/colours/rename. */
export const colourRenameSchema = z.object(
  { from: colourName(), to: colourName() },
  { error: COLOUR_TEXT.required },
);

/** POST /api/admin/colours/remove. */
export const colourRemoveSchema = z.object({ name: colourName() }, { error: COLOUR_TEXT.required });

/** POST /api/admin/colours/order: every colour of the shop once, first shown first. */
export const colourOrderSchema = z.object(
  {
    colours: z
      .array(colourName(), { error: COLOUR_TEXT.order })
      .min(1, { error: COLOUR_TEXT.order })
      .max(SHOP_COLOURS_MAX, { error: COLOUR_TEXT.order }),
  },
  { error: COLOUR_TEXT.order },
);

/** 200 of the colour routes: her list, each with how many products are made in it. */
export const shopColoursSchema = z.object({
  colours: z.array(
    z.object({
      name: z.string(),
      hex: z.string(),
      family: z.enum(COLOUR_FAMILY_NAMES),
      products: z.number().int(),
    }),
  ),
});
export type ShopColours = z.infer<typeof shopColoursSchema>;
