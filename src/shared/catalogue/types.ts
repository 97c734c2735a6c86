import type { ProductColour } from './colours.ts';
import { FIRST_SIZES } from './sizes.ts';

/** The product model, plus the drawing recipe used to generate its art (src/shared/art/). */
/** The sizes a shop starts with; her list in the database is the one sold (docs/decisions/0224). */
export const SIZE_NAMES = FIRST_SIZES;
/** A size label of the shop's list ('M', 'Taille unique', '38'…). */
export type SizeName = string;

export interface ProductSize {
  name: SizeName;
  available: boolean;
}

/** Garment silhouettes the art generator knows how to draw. */
export type GarmentKind = 'tshirt' | 'hoodie' | 'sweater' | 'set' | 'shorts' | 'top' | 'crop-top';

/** Decoration drawn on the garment. */
export type PrintKind =
  | 'plain'
  | 'stripes'
  | 'wax' // Ivorian wax-print inspired geometric pattern
  | 'logo' // LAGUNE wordmark band
  | 'wave' // lagoon waves
  | 'palm'
  | 'sun'
  | 'kente' // woven-band pattern
  | 'graphic'; // bold chest graphic

export interface ProductArt {
  kind: GarmentKind;
  /** Main fabric colour, hex. */
  color: string;
  /** Print / trim colour, hex. */
  accent: string;
  print: PrintKind;
}

export interface Product {
  id: string;
  name: string;
  description: string;
  /** Integer FCFA. */
  price: number;
  /** Integer FCFA, shown struck through. */
  oldPrice?: number;
  sizes: ProductSize[];
  images: { front: string; back: string };
  inStock: boolean;
  isNew: boolean;
  isLimited?: boolean;
  art: ProductArt;
  /**
   * Its main fabric's colour as the shop's list names it (docs/decisions/0225), found by the
   * catalogue snapshot from `art.color`; absent where no database answers (the first list then).
   */
  colour?: ProductColour;
  /**
   * The category page that lists it, as the admin chose (a product kept in the database always
   * has one); the seed catalogue's products are placed by their id's rules (categories.ts).
   */
  category?: ProductCategoryId;
  /**
   * The owner's photos where uploaded (front: the main one, back: the second), as `<picture>`
   * sources; `images` then holds their JPEG fallbacks (ADR 0135, 0138).
   */
  photos?: { front: PhotoSourceSet; back: PhotoSourceSet };
  /**
   * Every photo the owner uploaded, in her order (the main one first): the product page's gallery
   * and zoom (docs/decisions/0211). Left out of listings (`productSummary`).
   */
  gallery?: readonly GalleryPhoto[];
}

/** One photo of a product's gallery: its sources, JPEG fallback, real size and the owner's words. */
export interface GalleryPhoto extends PhotoSourceSet {
  src: string;
  /** The widest variant's size (the original's aspect ratio). */
  width: number;
  height: number;
  /** The owner's description of the photo; empty when she wrote none. */
  alt: string;
}

/** A photo's `srcset` in AVIF and WebP, best first, beside its JPEG `srcset`. */
export interface PhotoSourceSet {
  avif: string;
  webp: string;
  jpeg: string;
}

export const PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;
/** draft: only the admin sees it; published: on the storefront; archived: its URL answers 410. */
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/**
 * A category's slug, as the shop's `categories` table has it (docs/decisions/0222): the owner adds
 * her own, so it is any string the database knows, checked there, never a fixed list.
 */
export type CategoryId = string;

/** The categories a product is listed in (spring-summer is a gallery of looks, not a listing). */
export type ProductCategoryId = CategoryId;

/** 'products': a listing of the products placed in it; 'looks': the gallery of looks (spring-summer). */
export type CategoryKind = 'products' | 'looks';

export interface Category {
  id: CategoryId;
  name: string;
  kind: CategoryKind;
  /** Left out of the menus, the grid and the sitemap; its page answers 404. */
  hidden: boolean;
}

/**
 * What a product card, a listing and the cart need of a product: all but its description, which
 * only the product page shows. Listings send these to the browser (smaller pages).
 */
export type ProductSummary = Omit<Product, 'description'>;

export function productSummary({
  description: _description,
  category: _category,
  gallery: _gallery,
  ...summary
}: Product): ProductSummary {
  // The category is the server's (listings, 'Vous aimerez aussi'); cards need neither it nor
  // every photo (the front one is in `photos`).
  return summary;
}
