import type { TrackedOrder } from '../api/orders.ts';
import type { StorefrontCatalogue } from '../catalogue/storefront-catalogue.ts';
import type { SizeName } from '../catalogue/types.ts';
import type { ShopSettings } from '../config/shop-settings.ts';
import type { ShopContent } from '../content/shop-content.ts';
import type { ContactMessage } from '../schemas/contact.ts';

/** Why a form's action did not do its work: the HTTP status and the French text to show. */
export interface FormRefusal {
  readonly status: 403 | 404 | 429 | 503;
  readonly message: string;
  /** Seconds before trying again (a limit was reached). */
  readonly retryAfter?: number;
}

/**
 * What the page actions may do on the server (the plain HTML forms of /contact and /suivi, ADR
 * 0111). Bound to the request by the server: the per-IP limits and the Origin check are its own.
 */
export interface PageForms {
  /** Set when the request came from another site (or a sandboxed frame): the form is refused. */
  readonly crossSite?: FormRefusal;
  /** Stores a contact message (validated by the caller); undefined when stored. */
  sendContactMessage(message: ContactMessage): Promise<FormRefusal | undefined>;
  /** Counts a search of /suivi, valid or not (as the API does); a refusal once over the limit. */
  countTrackingSearch(): Promise<FormRefusal | undefined>;
  /** An order found by reference + phone (validated by the caller), or why not. */
  trackOrder(input: { reference: string; phone: string }): Promise<TrackedOrder | FormRefusal>;
}

/**
 * What the server hands the page routes' loaders and actions on every request (ADR 0096): the
 * values and operations a page needs from the running shop rather than from the build. The server
 * (src/server/pages/) implements it; routes read it with `pageServices(context)`
 * (src/web/lib/page-services.ts). A plain interface, so that the web code never imports the server.
 */
export interface PageServices {
  /** The shop settings as they are now (name, contact and payment details). */
  readonly settings: ShopSettings;
  /**
   * The catalogue as the database has it at this render (ADR 0135). The server always gives it: a
   * loader rendered without it throws (src/web/lib/catalogue.server.ts, docs/decisions/0219).
   * Optional only for the router context's default value.
   */
  readonly catalogue?: StorefrontCatalogue;
  /**
   * The owner's shops, FAQ and texts as the database has them (docs/decisions/0205); undefined
   * where no database answers (a page's unit test): pages then show none rather than made-up ones.
   */
  readonly content?: ShopContent;
  /** The shop's public address, without a trailing slash (canonical and Open Graph URLs). */
  readonly publicUrl: string;
  /** How long an unpaid order waits before it is cancelled (ORDER_PAYMENT_WINDOW); 0: kept. */
  readonly paymentWindowMs?: number;
  /**
   * A product's units per size as the database has them now (the product page's availability in
   * its structured data, ADR 0114); undefined where no database answers (a page's unit test): the
   * catalogue's sizes then decide. Any write that flips a size between sold out and in stock is
   * announced on the pages channel by the stock table's trigger (drizzle/0020), so a cached page
   * never keeps the old answer.
   */
  readonly stockOf?: (productId: string) => Promise<Partial<Record<SizeName, number>> | undefined>;
  /** Only when the server runs a page's action (a POST): never on a rendered, cached page. */
  readonly forms?: PageForms;
}
