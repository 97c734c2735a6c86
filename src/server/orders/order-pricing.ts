import type { Product, SizeName } from '../../shared/catalogue/types.ts';
import {
  deliveryFee,
  orderTotal,
  type DeliveryRates,
  type OrderZoneId,
} from '../../shared/domain/delivery.ts';
import {
  ORDER_LIMIT_MESSAGES,
  ORDER_LINE_UNITS_MAX,
  ORDER_UNITS_MAX,
} from '../../shared/domain/orders.ts';
import type { OrderRequest } from '../../shared/schemas/order.ts';
import { categoryOfProduct } from '../../shared/catalogue/categories.ts';
import { PROMO_MESSAGES, promoDiscount, welcomeCodeOf } from '../../shared/schemas/promo.ts';
import { HttpError } from '../http/errors.ts';
import { shopPromoDiscount, type ShopPromo } from '../promo/shop-promo.ts';

export type PricedLine = {
  /** Index of the (first) request line it comes from, for field messages. */
  index: number;
  productId: string;
  name: string;
  image: string;
  size: SizeName;
  quantity: number;
  /** Unit price from the catalogue, FCFA. */
  price: number;
  lineTotal: number;
};

/** The published product of an id, from the catalogue as the database has it (ADR 0135). */
export type ProductLookup = (id: string) => Product | undefined;

export type PricedOrder = {
  lines: PricedLine[];
  subtotal: number;
  deliveryZone: OrderZoneId;
  deliveryFee: number;
  /** The welcome code to mark used with the order, checked by `lagune_place_order`. */
  promoCode: string | null;
  /** The owner's code the order uses, checked by `lagune_use_shop_promo` (docs/decisions/0191). */
  shopPromoCode: string | null;
  discount: number;
  totalAmount: number;
};

/**
 * Prices an order from the catalogue and the shop's current delivery `rates` (its settings, ADR
 * 0140) alone: whatever price, fee or total a
 * browser might send is never read (the request schema has no such fields). Refuses unknown
 * products and sizes, sizes the catalogue marks unavailable and out-of-stock products, with a
 * French message naming the product and size. Two lines for the same product and size are one;
 * a line holds at most ORDER_LINE_UNITS_MAX pieces and the order ORDER_UNITS_MAX (ADR 0100).
 */
export function priceOrder(
  request: OrderRequest,
  catalogue: ProductLookup,
  rates: DeliveryRates,
  /** The owner's code of the typed code's name, if there is one (it wins over a welcome code). */
  shopPromo?: ShopPromo,
): PricedOrder {
  const { lines, subtotal } = priceLines(request.items, catalogue);
  // Free delivery keeps being decided on the subtotal before the discount (docs/decisions/0055).
  const fee = deliveryFee(request.delivery.zone, subtotal, rates);
  let promoCode: string | null = null;
  let discount = 0;
  if (shopPromo) {
    discount = shopPromoDiscount(shopPromo, withCategories(lines, catalogue));
  } else if (request.promoCode) {
    promoCode = welcomeCodeOf(request.promoCode) ?? null;
    if (!promoCode) {
      throw new HttpError(400, 'promo_unknown', PROMO_MESSAGES.codeUnknown, {
        promoCode: PROMO_MESSAGES.codeUnknown,
      });
    }
    discount = promoDiscount(subtotal);
  }
  return {
    lines,
    subtotal,
    deliveryZone: request.delivery.zone,
    deliveryFee: fee,
    promoCode,
    shopPromoCode: shopPromo?.code ?? null,
    discount,
    totalAmount: orderTotal({ subtotal, discount, deliveryFee: fee }),
  };
}

/** Lines with their product's category, what an owner's code limited to one looks at. */
export function withCategories(lines: readonly PricedLine[], catalogue: ProductLookup) {
  return lines.map((line) => {
    const product = catalogue(line.productId);
    return { lineTotal: line.lineTotal, category: product && categoryOfProduct(product) };
  });
}

/**
 * The lines of an order and their subtotal, from the catalogue alone (the order and the welcome
 * code's check before ordering price the same way); refusals as described above.
 */
export function priceLines(
  items: OrderRequest['items'],
  catalogue: ProductLookup,
): {
  lines: PricedLine[];
  subtotal: number;
} {
  const lines: PricedLine[] = [];
  const problems: Record<string, string> = {};
  items.forEach((item, index) => {
    const product = catalogue(item.productId);
    if (!product) {
      problems[`items.${index}.productId`] =
        `Ce produit n’existe pas ou plus dans la boutique (${item.productId.slice(0, 60)}).`;
      return;
    }
    const size = product.sizes.find((s) => s.name === item.size);
    if (!product.inStock) {
      problems[`items.${index}`] = `« ${product.name} » est épuisé.`;
      return;
    }
    if (!size) {
      problems[`items.${index}.size`] =
        `La taille ${item.size} n’existe pas pour « ${product.name} ».`;
      return;
    }
    if (!size.available) {
      problems[`items.${index}.size`] =
        `La taille ${item.size} de « ${product.name} » n’est pas disponible.`;
      return;
    }
    const same = lines.find((l) => l.productId === product.id && l.size === item.size);
    if (same) {
      same.quantity += item.quantity;
      same.lineTotal = same.price * same.quantity;
      if (same.quantity > ORDER_LINE_UNITS_MAX)
        problems[`items.${same.index}.quantity`] = ORDER_LIMIT_MESSAGES.lineTotal(
          product.name,
          item.size,
        );
      return;
    }
    lines.push({
      index,
      productId: product.id,
      name: product.name,
      image: product.images.front,
      size: item.size,
      quantity: item.quantity,
      price: product.price,
      lineTotal: product.price * item.quantity,
    });
  });
  // Counted on the request, so a refused line does not hide an order that is too large anyway.
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  if (units > ORDER_UNITS_MAX) problems.items = ORDER_LIMIT_MESSAGES.order;
  const messages = Object.values(problems);
  if (messages.length > 0) {
    throw new HttpError(
      400,
      'invalid_item',
      messages.length === 1
        ? messages[0]!
        : 'Certains articles de votre panier ne peuvent pas être commandés.',
      problems,
    );
  }
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  return { lines, subtotal };
}
