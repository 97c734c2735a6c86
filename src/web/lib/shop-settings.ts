import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@shared/config/shop-settings.ts';

/**
 * The shop's name and contact and payment details as the build wrote them into the pages (from
 * SHOP_NAME, WAVE_NUMBER, WHATSAPP_NUMBER, SHOP_EMAIL, SHOP_PHONE; see vite.config.ts): the same
 * values the server uses, which refuses to serve a build made with others. Tests see the defaults.
 */
export const shopSettings: ShopSettings = import.meta.env.SHOP_SETTINGS ?? DEFAULT_SHOP_SETTINGS;
