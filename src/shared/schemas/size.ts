import { singleLine } from './text.ts';
import { SIZE_LABEL_MAX, SIZE_TEXT } from '../catalogue/sizes.ts';

/** A size as it comes in (cart, order, stock): the shape of a label; the shop's list decides. */
export function sizeLabel() {
  return singleLine(SIZE_TEXT.unknown)
    .min(1, { error: SIZE_TEXT.unknown })
    .max(SIZE_LABEL_MAX, { error: SIZE_TEXT.unknown });
}

/** A size the owner types (a new one, a new name): French messages for empty and too long. */
export function newSizeLabel() {
  return singleLine(SIZE_TEXT.required)
    .min(1, { error: SIZE_TEXT.required })
    .max(SIZE_LABEL_MAX, { error: SIZE_TEXT.tooLong });
}
