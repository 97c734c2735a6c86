// Each instance's catalogue and settings follow a change saved on another instance by themselves
// (ADR 0145): an instance that renders no page (here: no shop build at all) still prices an order
// at the new price and the new delivery fee, within the notification's delay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../shared/api/admin-products.ts';
import type { AdminSettings } from '../../shared/api/admin-settings.ts';
import { getProduct } from '../../shared/catalogue/products.ts';
import type { App } from '../app.ts';
import { adminSignIn, createAdminUser, placeTestOrder } from '../test/admin.ts';
import { createTestApp, NO_UNPAID_CAPS, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

const PRODUCT = 't-shirt-signature-creme';
const seed = getProduct(PRODUCT)!;

/** Polls `read` until `done` holds, at most 5 s. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const started = Date.now();
  let value = await read();
  while (!done(value) && Date.now() - started < 5_000) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  return value;
}

describe.each(DRIVERS)('two instances without pages on %s', (driver) => {
  let s: TestApp;
  let other: App;
  let admin: string;
  const api = (method: 'GET' | 'PUT', url: string, payload?: object) =>
    s.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    // No BUILD_DIR: neither instance has pages, so nothing but the stores listens for changes.
    s = await createTestApp(driver, { env: { ORDER_RATE_LIMIT: '1000', ...NO_UNPAID_CAPS } });
    other = await s.sibling();
    await createAdminUser(s.t.database.db);
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  }, 60_000);
  afterAll(async () => s?.close());

  it('prices an order on instance B at the price and delivery fee saved on instance A', async () => {
    expect(s.app.pages).toBeUndefined();
    expect(other.pages).toBeUndefined();
    const order = () =>
      placeTestOrder(other, { items: [{ productId: PRODUCT, size: 'M', quantity: 1 }] });
    // B reads (and keeps) the catalogue and the settings as they are now.
    const settings = (await api('GET', '/api/admin/settings')).json() as AdminSettings;
    const fee = settings.settings.deliveryFees.abidjan;
    expect((await order()).order.totalAmount).toBe(seed.price + fee);

    const product = (await api('GET', `/api/admin/products/${PRODUCT}`)).json() as AdminProduct;
    const priced = await api('PUT', `/api/admin/products/${PRODUCT}`, {
      product: { ...product.product, price: seed.price + 500 },
      version: product.version,
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const fees = await api('PUT', '/api/admin/settings', {
      ...settings.settings,
      deliveryFees: { ...settings.settings.deliveryFees, abidjan: fee + 300 },
      version: settings.version,
    });
    expect(fees.statusCode, fees.body).toBe(200);

    // No page is rendered anywhere: only B's own stores can have heard of the changes.
    const started = Date.now();
    await eventually(
      async () => [
        (await other.catalogue.current()).entries.get(PRODUCT)?.product.price,
        (await other.shopSettings.current()).deliveryFees.abidjan,
      ],
      ([price, abidjan]) => price === seed.price + 500 && abidjan === fee + 300,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await order()).order.totalAmount).toBe(seed.price + 500 + fee + 300);
  });
});
