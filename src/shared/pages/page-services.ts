import type { SizeName } from '../catalogue/types.ts';
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
  /**
   * A product's units per size as the database has them now (the product page's availability in
   * its structured data, ADR 0114); undefined where no database answers (`npm run dev`): the
   * catalogue's sizes then decide. A change that flips a size between sold out and in stock
   * announces 'catalogue' on the pages channel, so a cached page never keeps the old answer.
   */
  readonly stockOf?: (productId: string) => Promise<Partial<Record<SizeName, number>> | undefined>;
}
