// An order line shows the product's picture as the shop shows it now: the owner's main photo
// (its smallest WebP) once she uploaded one, so nobody packs or expects the wrong item.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductPhotoUploaded } from '../../shared/api/admin-photos.ts';
import { photoUrl } from '../../shared/media/photo-sources.ts';
import { photoLikeJpeg } from '../catalogue/photos/test-photos.ts';
import { adminSignIn, createAdminUser, placeTestOrder } from '../test/admin.ts';
import { createTestApp, NO_UNPAID_CAPS, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';

const PRODUCT = 't-shirt-signature-creme';

describe.each(DRIVERS)('order pictures on %s', (driver) => {
  let s: TestApp;
  let admin: string;

  beforeAll(async () => {
    s = await createTestApp(driver, { env: { ...NO_UNPAID_CAPS } });
    await createAdminUser(s.t.database.db);
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
  }, 60_000);
  afterAll(async () => s?.close());

  it('shows the owner’s photo, not the drawing, on /suivi and on the admin’s order cards', async () => {
    const uploaded = await s.app.inject({
      method: 'POST',
      url: `/api/admin/products/${PRODUCT}/photos`,
      headers: { cookie: admin, 'content-type': 'image/jpeg' },
      payload: await photoLikeJpeg(),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [photo] = (uploaded.json() as ProductPhotoUploaded).photos;
    const thumbnail = photoUrl(photo!.hash, 320, 'webp');

    const { order } = await placeTestOrder(s.app, {
      items: [{ productId: PRODUCT, size: 'M', quantity: 1 }],
    });
    const tracked = await s.app.inject({
      method: 'POST',
      url: '/api/orders/track',
      payload: { reference: order.reference, phone: '+225 07 01 02 03 04' },
    });
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json().order.items).toMatchObject([{ productId: PRODUCT, image: thumbnail }]);

    const list = await s.app.inject({ url: '/api/admin/orders', headers: { cookie: admin } });
    expect(list.statusCode, list.body).toBe(200);
    const card = (list.json() as { orders: { reference: string; items: unknown[] }[] }).orders.find(
      (o) => o.reference === order.reference,
    );
    expect(card?.items).toMatchObject([{ productId: PRODUCT, image: thumbnail }]);
  });
});
