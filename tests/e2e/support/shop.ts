import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { products } from '../../../src/shared/catalogue/products.ts';
import type { Product } from '../../../src/shared/catalogue/types.ts';
import { DEFAULT_SHOP_SETTINGS } from '../../../src/shared/config/shop-settings.ts';
import {
  deliveryFee,
  deliveryRatesOf,
  type DeliveryZoneId,
} from '../../../src/shared/domain/delivery.ts';
import { formatPrice } from '../../../src/shared/format/money.ts';

export { products };

/**
 * The fee the shop charges with its first-start settings (the specs that use it leave the saved
 * settings alone; admin-delivery-fees.spec.ts restores them after changing a fee).
 */
export function defaultDeliveryFee(zone: DeliveryZoneId, subtotal: number): number {
  return deliveryFee(zone, subtotal, deliveryRatesOf(DEFAULT_SHOP_SETTINGS));
}

/** A whole-string, case-insensitive match: pages may write a title in capitals or let CSS do it. */
export function exact(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`, 'i');
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Prices are formatted with U+202F; accept any space so a test does not hinge on the separator. */
export function priceText(amount: number): RegExp {
  return new RegExp(escapeRegExp(formatPrice(amount)).replace(/\s/g, '\\s'));
}

export function productById(id: string): Product {
  const product = products.find((p) => p.id === id);
  if (!product) throw new Error(`Produit ${id} absent du catalogue`);
  return product;
}

/**
 * The innermost <section> holding a heading with this name. Ancestors come before descendants in
 * document order, so `.last()` picks the innermost one.
 */
export function sectionWithHeading(scope: Page | Locator, name: string | RegExp): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope
    .locator('section')
    .filter({ has: page.getByRole('heading', { name }) })
    .last();
}

/** Distinct product ids linked from inside `scope`, in document order (cards often link twice). */
export async function productIdsIn(scope: Locator): Promise<string[]> {
  const hrefs = await scope
    .locator('a[href^="/product/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const ids = hrefs.map((href) =>
    decodeURIComponent(href.replace(/^\/product\//, '').replace(/[?#].*$/, '')),
  );
  return [...new Set(ids)];
}

/**
 * Counts the repeated items of a block (videos, look cards): the first element kind
 * that occurs, ignoring copies hidden from assistive tech (e.g. a duplicated marquee track).
 */
export async function countItems(scope: Locator): Promise<number> {
  return scope.evaluate((root) => {
    for (const selector of ['video', 'iframe', 'article', 'li', 'figure', 'blockquote']) {
      const found = [...root.querySelectorAll(selector)].filter(
        (el) => !el.closest('[aria-hidden="true"]'),
      );
      if (found.length > 0) return found.length;
    }
    return 0;
  });
}

/** The header cart link; its badge shows the item count and its accessible name should say it too. */
export function cartLink(page: Page): Locator {
  return page
    .getByRole('banner')
    .getByRole('link', { name: /panier/i })
    .first();
}

/** The count on the badge the shopper sees (0 when there is no badge). */
export async function cartCount(page: Page): Promise<number> {
  const text = await cartLink(page).evaluate((el) => (el as HTMLElement).innerText);
  const match = /\d+/.exec(text);
  return match ? Number(match[0]) : 0;
}

/** The count a screen-reader user hears, when the accessible name carries one. */
async function spokenCartCount(page: Page, fallback: number): Promise<number> {
  const label = (await cartLink(page).getAttribute('aria-label')) ?? '';
  const match = /\d+/.exec(label);
  return match ? Number(match[0]) : /vide/i.test(label) ? 0 : fallback;
}

export async function expectCartCount(page: Page, count: number): Promise<void> {
  await expect(cartLink(page)).toBeVisible();
  await expect
    .poll(() => cartCount(page), { message: 'badge du panier dans l’en-tête' })
    .toBe(count);
  await expect
    .poll(() => spokenCartCount(page, count), { message: 'nom accessible du lien Panier' })
    .toBe(count);
}

/** A toast the shopper sees (an open dialog shows its own copy of the toasts: see dialog.tsx). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-toaster]').getByText(text).filter({ visible: true }).first();
}

/** Opens the mobile menu when the wanted link is not on screen (phone), then clicks the link. */
export async function clickNavLink(page: Page, name: string | RegExp): Promise<void> {
  const visible = page.getByRole('link', { name }).filter({ visible: true }).first();
  if ((await visible.count()) === 0) {
    await page.getByRole('banner').getByRole('button', { name: /menu/i }).first().click();
  }
  await page.getByRole('link', { name }).filter({ visible: true }).first().click();
}

/**
 * Waits until the code of `locator`'s element has hydrated it: a part of the page that hydrates
 * from its own chunk (ADR 0077) or a lazy page shows its server-rendered HTML at once, and a tap
 * before its code arrived does nothing. The browser runs Preact (ADR 0090), which keeps an
 * element's event handlers on its `__e` property; React (dev server) marks it with a fibre key.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await expect
    .poll(() =>
      locator.evaluate((el) =>
        Object.keys(el).some((key) => key === '__e' || key.startsWith('__reactFiber')),
      ),
    )
    .toBe(true);
  return locator;
}

/**
 * Goes to a page and waits until it has hydrated (the root layout marks <html
 * data-hydrated> once handlers are attached, the parts hydrated in turn included, ADR 0093), so
 * that clicks reach their handlers.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  // Hydrating is the end of loading the page, on the browser's CPU: it gets the navigation's
  // budget, not the 10 s an action gets to find its element (docs/decisions/0229).
  const timeout = test.info().project.use.navigationTimeout;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout });
  // The footer hydrates from its own chunk, just after the page (ADR 0077).
  await page.waitForFunction(
    () => {
      const footer = document.querySelector('footer');
      return footer === null || footer.hasAttribute('data-hydrated');
    },
    undefined,
    { timeout },
  );
  return response;
}

/**
 * A second shopper beside the test's own page (an admin, say): a fresh context on the same shop,
 * with the project's phone or desktop, in French and Abidjan's time.
 */
export function newShopperContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { baseURL, viewport, isMobile, hasTouch, userAgent } = testInfo.project.use;
  return browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    locale: 'fr-FR',
    timezoneId: 'Africa/Abidjan',
  });
}
