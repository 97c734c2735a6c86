import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@shared/config/shop-settings.ts';
import { createContext, useContext } from 'react';

/**
 * What the root route's loader gives every page (src/web/root.tsx): the shop settings and public
 * address the server has now, read at each render rather than baked in at build time (ADR 0096).
 */
export interface RootData {
  settings: ShopSettings;
  publicUrl: string;
  /** The header search's index of the catalogue this page was rendered from (ADR 0135). */
  searchIndexUrl: string;
}

/** Provided by the root layout from its loader's data; the defaults in tests and error pages. */
export const ShopSettingsContext = createContext<ShopSettings>(DEFAULT_SHOP_SETTINGS);

/** The shop's name and contact and payment details, as the server has them now. */
export function useShopSettings(): ShopSettings {
  return useContext(ShopSettingsContext);
}

/** The root route's data among a meta function's matches (undefined in an error before it). */
export function rootDataOf(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): RootData | undefined {
  return matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
}
