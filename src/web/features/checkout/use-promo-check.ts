import type { SizeName } from '@shared/catalogue/types.ts';
import { PROMO_MESSAGES, promoCodeField } from '@shared/schemas/promo.ts';
import { useEffect, useState } from 'react';
import { ApiError } from '~/lib/api';
import { checkPromoCode } from './check-promo-code';

/** Quiet time after the last keystroke before a code is checked: no refusal of a half-typed code. */
export const PROMO_CHECK_DELAY_MS = 600;

export type PromoCheck =
  | { status: 'none' }
  | { status: 'checking' }
  | { status: 'accepted'; discount: number }
  | { status: 'refused'; message: string }
  /** No verdict (offline, a cart line the order will refuse anyway): no discount shown. */
  | { status: 'unknown' };

/** The server's refusals of a code (the shopper fixes the code or the cart). */
const PROMO_REFUSALS = new Set([
  'promo_unknown',
  'promo_used',
  'promo_over',
  'promo_minimum',
  'promo_category',
]);

type Line = { productId: string; size: string; quantity: number };

/**
 * The welcome code typed at checkout, as the server sees it (ADR 0129): a discount is shown
 * only once POST /api/promo/check has accepted the code for this very cart; a code of the wrong
 * shape is refused here in the server's words without a request. Each verdict is kept with the
 * code and cart it was given for, so a change of either shows no stale discount.
 */
export function usePromoCheck(typed: string, lines: readonly Line[]): PromoCheck {
  const parsed = promoCodeField.safeParse(typed);
  const code = parsed.success ? parsed.data : undefined;
  const empty = typed.trim() === '';
  const items = lines.map(({ productId, size, quantity }) => ({
    productId,
    size: size as SizeName,
    quantity,
  }));
  const key = JSON.stringify([typed.trim(), items]);
  const [verdict, setVerdict] = useState<{ key: string; check: PromoCheck }>();

  useEffect(() => {
    if (empty || items.length === 0) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      if (!code) {
        setVerdict({ key, check: { status: 'refused', message: PROMO_MESSAGES.codeUnknown } });
        return;
      }
      checkPromoCode({ code, items }, controller.signal).then(
        ({ discount }) => setVerdict({ key, check: { status: 'accepted', discount } }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const refusal =
            error instanceof ApiError && PROMO_REFUSALS.has(error.code) ? error.message : undefined;
          setVerdict({
            key,
            check: refusal ? { status: 'refused', message: refusal } : { status: 'unknown' },
          });
        },
      );
    }, PROMO_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `key` stands for the code and the cart's lines.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (empty || items.length === 0) return { status: 'none' };
  return verdict?.key === key ? verdict.check : { status: 'checking' };
}
