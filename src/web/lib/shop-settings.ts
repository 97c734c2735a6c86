import { DEFAULT_SHOP_CONTACT, type ShopContact } from '@shared/config/shop-contact.ts';
import type { ShopSettings } from '@shared/config/shop-settings.ts';
import { createContext, useContext } from 'react';

/**
 * The settings every page shows: the shop's name and contact and payment details and the
 * announcement bar's text. (The delivery fees travel only with the pages that show them, in their
 * own loader's data: each byte here is in every page's HTML.)
 */
export type PageShopSettings = ShopContact & Partial<Pick<ShopSettings, 'announcement'>>;

/** The part of the settings the root loader hands every page. */
export function pageShopSettings(settings: ShopSettings): PageShopSettings {
  const { name, waveNumber, whatsappNumber, email, phone, announcement } = settings;
  return { name, waveNumber, whatsappNumber, email, phone, announcement };
}

/**
 * What the root route's loader gives every page (src/web/root.tsx): the shop settings and public
 * address the server has now, read at each render rather than baked in at build time (ADR 0096).
 */
export interface RootData {
  settings: PageShopSettings;
  publicUrl: string;
  /** The categories shoppers see, in the owner's order: the header and the phone menu (docs/decisions/0222). */
  categories?: readonly NavCategory[];
}

/** What the menus need of a category. */
export interface NavCategory {
  id: string;
  name: string;
}

/**
 * Provided by the root layout from its loader's data; the defaults in tests and error pages
 * (without an announcement: the bar then shows nothing rather than a text the owner replaced).
 */
export const ShopSettingsContext = createContext<PageShopSettings>(DEFAULT_SHOP_CONTACT);

/** The shop's name and contact and payment details, as the server has them now. */
export function useShopSettings(): PageShopSettings {
  return useContext(ShopSettingsContext);
}

/** The root route's data among a meta function's matches (undefined in an error before it). */
export function rootDataOf(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): RootData | undefined {
  return matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
}
