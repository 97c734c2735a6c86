import { SHOP } from '@shared/config/shop.ts';
import { formatPrice } from '@shared/format/money.ts';
import { createContext, useContext } from 'react';

/**
 * The free-delivery threshold the owner has saved (ADR 0140), given by the loader of a page whose
 * text states it in a module-level constant (the FAQ, the terms); the first-start value in tests.
 */
export const FreeDeliveryFromContext = createContext<number>(SHOP.freeDeliveryThreshold);

/** '50 000 FCFA', or whatever the shop has saved. */
export function FreeDeliveryFrom() {
  return <>{formatPrice(useContext(FreeDeliveryFromContext))}</>;
}
