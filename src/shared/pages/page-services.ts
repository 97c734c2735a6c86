import type { ShopSettings } from '../config/shop-settings.ts';

/**
 * What the server hands the page routes' loaders and actions on every request (ADR 0096): the
 * values and operations a page needs from the running shop rather than from the build. The server
 * (src/server/pages/) implements it; routes read it with `pageServices(context)`
 * (src/web/lib/page-services.ts). A plain interface, so that the web code never imports the server.
 */
export interface PageServices {
  /** The shop settings as they are now (name, contact and payment details). */
  readonly settings: ShopSettings;
  /** The shop's public address, without a trailing slash (canonical and Open Graph URLs). */
  readonly publicUrl: string;
}
