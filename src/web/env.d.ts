interface ImportMetaEnv {
  /** Set at build time from the PUBLIC_URL environment variable (vite.config.ts). */
  readonly PUBLIC_URL?: string;
  /** Set at build time from the shop settings' environment variables (vite.config.ts). */
  // The ShopSettings shape (src/shared/config/shop-settings.ts); a global declaration file cannot import it.
  readonly SHOP_SETTINGS?: {
    name: string;
    waveNumber: string;
    whatsappNumber: string;
    email: string;
    phone: string;
  };
}
