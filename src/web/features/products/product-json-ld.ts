/**
 * The product page's structured data (schema.org JSON-LD, ADR 0114): the product as a
 * `ProductGroup` whose sizes are its variants, each with its own offer and availability from the
 * stock as the database has it when the page is rendered, the crossed-out price as a strikethrough
 * price, delivery from the one zones table and the returns policy of /returns; and the page's
 * breadcrumbs. Built by the route's loader on the server: it ships in the page's HTML only, never
 * in its JavaScript. Typed with schema-dts (the schema.org vocabulary as TypeScript types), so a
 * property or a type the vocabulary does not have fails the typecheck.
 */
import type {
  BreadcrumbList,
  DefinedRegion,
  MerchantReturnPolicy,
  Offer,
  OfferShippingDetails,
  Product as SchemaProduct,
  ProductGroup,
  ShippingDeliveryTime,
} from 'schema-dts';
import {
  categoryOfProduct,
  SAMPLE_CATEGORIES,
  shownCategoryOf,
} from '@shared/catalogue/categories.ts';
import { productColour } from '@shared/catalogue/colours.ts';
import type { Category, Product, SizeName } from '@shared/catalogue/types.ts';
import { SHOP } from '@shared/config/shop.ts';
import {
  DELIVERY_ZONES,
  deliveryFee,
  type DeliveryRates,
  ZONE_COUNTRIES,
} from '@shared/domain/delivery.ts';
import { absoluteUrl } from '~/lib/public-url';
import { asJsonLd, breadcrumbList, type Crumb, type JsonLd } from '~/lib/structured-data';

/** Units per size as the database has them now; undefined: not known (the catalogue decides). */
export type SizeStock = Partial<Record<SizeName, number>> | undefined;

/** '1-2 jours ouvrables' → { min: 1, max: 2 } (business days, the table's own words). */
export function delayDays(delay: string): { min: number; max: number } {
  const match = /(\d+)\s*-\s*(\d+)/.exec(delay);
  if (!match) throw new Error(`Délai de livraison illisible : ${delay}`);
  return { min: Number(match[1]), max: Number(match[2]) };
}

/** Words of a product's description that name its fabric ('coton', 'lin'…), first one wins. */
const MATERIALS: readonly [RegExp, string][] = [
  [/\blin\b/i, 'Lin'],
  [/\bcoton\b/i, 'Coton'],
  [/\bmolleton\b/i, 'Molleton'],
  [/\bmaille\b/i, 'Maille'],
  [/\bjersey\b/i, 'Jersey'],
];

export function productMaterial(
  product: Pick<Product, 'name' | 'description'>,
): string | undefined {
  const text = `${product.name} ${product.description}`;
  return MATERIALS.find(([word]) => word.test(text))?.[1];
}

/** Whether a size can be bought now: the database's units when known, else the catalogue. */
function sizeInStock(product: Product, size: Product['sizes'][number], stock: SizeStock): boolean {
  if (!product.inStock) return false;
  if (stock === undefined) return size.available;
  return (stock[size.name] ?? 0) > 0;
}

/**
 * The product as the database stocks it now: a size at 0 is unavailable, and a product with every
 * size at 0 is sold out. The page's HTML then says what its structured data says, before any
 * JavaScript runs; after hydration the live stock (`/api/stock`) keeps it up to date.
 */
export function productAsStocked<P extends Product>(product: P, stock: SizeStock): P {
  if (stock === undefined) return product;
  const sizes = product.sizes.map((size) => ({
    ...size,
    available: sizeInStock(product, size, stock),
  }));
  return { ...product, sizes, inStock: sizes.some((size) => size.available) };
}

/** Orders leave the shop within a business day, whatever the zone (one object: named once). */
const HANDLING_TIME: ShippingDeliveryTime['handlingTime'] = {
  '@type': 'QuantitativeValue',
  minValue: 0,
  maxValue: 1,
  unitCode: 'DAY',
};

/** Delivery of one unit of the product to each zone of the table, at the fee the checkout charges. */
function shippingDetails(price: number, delivery: DeliveryRates): OfferShippingDetails[] {
  return DELIVERY_ZONES.map((zone) => {
    const days = delayDays(zone.delay);
    const deliveryTime: ShippingDeliveryTime = {
      '@type': 'ShippingDeliveryTime',
      handlingTime: HANDLING_TIME,
      transitTime: {
        '@type': 'QuantitativeValue',
        minValue: days.min,
        maxValue: days.max,
        unitCode: 'DAY',
      },
    };
    const countries = ZONE_COUNTRIES[zone.id];
    const destination: DefinedRegion[] = countries.map((country) =>
      zone.id === 'abidjan'
        ? { '@type': 'DefinedRegion', addressCountry: country, addressRegion: 'AB' }
        : { '@type': 'DefinedRegion', addressCountry: country },
    );
    return {
      '@type': 'OfferShippingDetails',
      name: zone.name,
      shippingRate: {
        '@type': 'MonetaryAmount',
        value: deliveryFee(zone.id, price, delivery),
        currency: 'XOF',
      },
      shippingDestination: destination.length === 1 ? destination[0]! : destination,
      deliveryTime,
    };
  });
}

/** The returns page's policy (/returns): 30 days in Côte d'Ivoire; personalised t-shirts excepted. */
function returnPolicy(product: Product, publicUrl: string): MerchantReturnPolicy {
  const link = absoluteUrl('/returns', publicUrl);
  if (categoryOfProduct(product) === 'custom-tshirt') {
    return {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'CI',
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
      merchantReturnLink: link,
    };
  }
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'CI',
    returnPolicyCountry: 'CI',
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: SHOP.returnWindowDays,
    returnMethod: 'https://schema.org/ReturnInStore',
    merchantReturnLink: link,
  };
}

/** The product page's breadcrumbs: Accueil › its collection › the product. */
export function productCrumbs(product: Product, categories: readonly Category[]): Crumb[] {
  const category = shownCategoryOf(product, categories);
  return [
    ...(category ? [{ name: category.name, path: `/collections/${category.id}` }] : []),
    { name: product.name, path: `/product/${product.id}` },
  ];
}

export interface ProductJsonLdInput {
  product: Product;
  stock: SizeStock;
  shopName: string;
  publicUrl: string;
  /** The fees and threshold the shop has saved (the checkout charges the same). */
  delivery: DeliveryRates;
  /** Root-relative pictures: the share picture first. */
  images: readonly string[];
  /** The shop's categories (its breadcrumbs name its category as she named it). */
  categories?: readonly Category[];
}

/** The product page's JSON-LD graph: the product group with its sizes, and the breadcrumbs. */
export function productJsonLd({
  product,
  stock,
  shopName,
  publicUrl,
  delivery,
  images,
  categories = SAMPLE_CATEGORIES,
}: ProductJsonLdInput): JsonLd {
  const url = absoluteUrl(`/product/${product.id}`, publicUrl);
  const image = images.map((src) => absoluteUrl(src, publicUrl));
  const colour = productColour(product)?.name;
  const material = productMaterial(product);
  const brand = { '@type': 'Brand', name: shopName } as const;
  const shipping = shippingDetails(product.price, delivery);
  const returns = returnPolicy(product, publicUrl);
  // One object each, shared by every size's offer: the page's data names them once.
  const seller = { '@type': 'Organization', name: shopName } as const;
  const strikethrough: Partial<Offer> =
    product.oldPrice !== undefined && product.oldPrice > product.price
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/StrikethroughPrice',
            price: product.oldPrice,
            priceCurrency: 'XOF',
          },
        }
      : {};
  const variants: SchemaProduct[] = product.sizes.map((size) => {
    // A label may hold spaces or accents ('Taille unique', docs/decisions/0224).
    const label = encodeURIComponent(size.name);
    const offer: Offer = {
      '@type': 'Offer',
      url: `${url}?taille=${label}`,
      price: product.price,
      priceCurrency: 'XOF',
      availability: sizeInStock(product, size, stock)
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller,
      shippingDetails: shipping,
      hasMerchantReturnPolicy: returns,
      ...strikethrough,
    };
    return {
      '@type': 'Product',
      '@id': `${url}#taille-${label}`,
      name: `${product.name} – taille ${size.name}`,
      sku: `${product.id}-${size.name}`,
      inProductGroupWithID: product.id,
      size: size.name,
      image,
      description: product.description,
      brand,
      ...(colour ? { color: colour } : {}),
      ...(material ? { material } : {}),
      offers: offer,
    };
  });
  const group: ProductGroup = {
    '@type': 'ProductGroup',
    '@id': `${url}#produit`,
    name: product.name,
    description: product.description,
    url,
    image,
    brand,
    productGroupID: product.id,
    ...(colour ? { color: colour } : {}),
    ...(material ? { material } : {}),
    variesBy: 'https://schema.org/size',
    hasVariant: variants,
  };
  const crumbs: BreadcrumbList = breadcrumbList(productCrumbs(product, categories), publicUrl);
  return asJsonLd({ '@context': 'https://schema.org', '@graph': [group, crumbs] });
}
