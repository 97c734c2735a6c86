/** Why a size's stock changed (the `stock_changes` table). */
export const STOCK_CHANGE_REASONS = [
  'seed',
  'order',
  'cancel',
  'release',
  'restock',
  'correction',
] as const;
export type StockChangeReason = (typeof STOCK_CHANGE_REASONS)[number];

/** Units per product and size, as `GET /api/stock` answers: `{ "<productId>": { "S": 3, … } }`. */
export type StockLevels = Record<string, Record<string, number>>;

/** Units of each available size on first start, unless STOCK_DEFAULT_QUANTITY says otherwise. */
export const DEFAULT_STOCK_QUANTITY = 20;

/** At or below this many units, a size shows "Plus que n" on the product page. */
export const LOW_STOCK_THRESHOLD = 3;
