// The owner's product photos through the API, on PGlite and PostgreSQL: what
// a phone uploads comes out oriented and without its GPS position under immutable URLs; what is
// not a photo, too heavy or too large is refused in French and leaves nothing behind; only an
// administrator may change anything.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHOTO_LIMITS,
  PHOTO_TEXT,
  type ProductPhotos,
  type ProductPhotoUploaded,
} from '../../../shared/api/admin-photos.ts';
import { frenchSpacing } from '../../../shared/format/typography.ts';
import { PHOTO_FORMATS, photoSources, photoUrl } from '../../../shared/media/photo-sources.ts';
import { queryRows } from '../../db/database.ts';
import { adminChanges } from '../../db/schema.ts';
import { createUser, signIn } from '../../test/accounts.ts';
import { adminSignIn, createAdminUser } from '../../test/admin.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DRIVERS } from '../../test/test-database.ts';
import { photoAuditSubject } from './photo-store.ts';
import { hugePng, phoneJpegWithGps, plainJpeg } from './test-photos.ts';

const PRODUCT = 't-shirt-signature-creme';
const BASE = `/api/admin/products/${PRODUCT}/photos`;

describe.each(DRIVERS)('product photos on %s', (driver) => {
  let s: TestApp;
  let admin: string;
  let customer: string;
  const db = () => s.t.database.db;

  const upload = (body: Buffer | string, contentType = 'image/jpeg', cookie = admin, url = BASE) =>
    s.app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'content-type': contentType },
      payload: body,
    });
  const list = async () => {
    const res = await s.app.inject({ url: BASE, headers: { cookie: admin } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ProductPhotos;
  };
  const save = (photos: { id: string; alt?: string }[], cookie = admin) =>
    s.app.inject({ method: 'PUT', url: BASE, headers: { cookie }, payload: { photos } });
  /** Rows of the photo tables and the audit: what a refused request must leave as it found. */
  const footprint = async () =>
    (
      await queryRows<{ photos: string; variants: string; audits: string }>(
        db(),
        sql`select (select count(*) from product_photos)::text as photos,
                   (select count(*) from product_photo_variants)::text as variants,
                   (select count(*) from admin_changes)::text as audits`,
      )
    )[0];
  const error = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error;

  beforeAll(async () => {
    s = await createTestApp(driver, { captureLogs: true });
    await createAdminUser(db());
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
    await createUser(db(), { email: 'cliente@example.ci', fullName: 'Awa Cliente' });
    customer = await signIn(s.app, 'cliente@example.ci');
  });
  afterAll(async () => s?.close());

  it('takes a phone JPEG: turned upright, every variant without EXIF or GPS, served immutable', async () => {
    // Stored 1200 × 900 with EXIF orientation 6: the photo is 900 wide and 1200 high.
    const res = await upload(await phoneJpegWithGps(), 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as ProductPhotoUploaded;
    expect(body.photos).toHaveLength(1);
    const [photo] = body.photos;
    expect(photo).toMatchObject({ id: body.added, position: 0, alt: '', width: 900, height: 1200 });
    expect(photo!.widths).toEqual([320, 480, 640, 800]);
    expect(photo!.hash).toMatch(/^[0-9a-f]{24}$/);

    for (const width of photo!.widths)
      for (const format of PHOTO_FORMATS) {
        const url = photoUrl(photo!.hash, width, format);
        const media = await s.app.inject({ url });
        expect(media.statusCode, url).toBe(200);
        expect(media.headers['content-type']).toBe(`image/${format}`);
        expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(media.rawPayload.length).toBe(photo!.bytes[`${format}-${width}`]);
        const meta = await sharp(media.rawPayload).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : format);
        // Upright: the turn is in the pixels, and no EXIF block (GPS, camera, orientation) is left.
        expect(meta.width).toBe(width);
        expect(Math.abs(meta.height - (width * 1200) / 900)).toBeLessThanOrEqual(1);
        expect(meta.exif, url).toBeUndefined();
        expect(meta.orientation, url).toBeUndefined();
        expect(meta.xmp, url).toBeUndefined();
        expect(meta.icc, url).toBeUndefined();
        expect(media.rawPayload.includes(Buffer.from('GPS')), url).toBe(false);
      }

    // Revalidation costs nothing: the name is the content. Compressed already: sent as is.
    const url = photoUrl(photo!.hash, 320, 'webp');
    const first = await s.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers.etag).toMatch(/^"[0-9a-f]{24}-320-webp"$/);
    const again = await s.app.inject({ url, headers: { 'if-none-match': first.headers.etag! } });
    expect(again.statusCode).toBe(304);
    // The helper the pages use points at these very files.
    const sources = photoSources(photo!);
    expect(sources).toMatchObject({ width: 800, height: 1067 });
    expect((await s.app.inject({ url: sources.src })).statusCode).toBe(200);

    // Audited under the product, with who did it.
    const [audit] = await db()
      .select()
      .from(adminChanges)
      .where(eq(adminChanges.subject, photoAuditSubject(PRODUCT)));
    expect(audit!.changes).toEqual([
      { field: 'photos', before: [], after: [{ hash: photo!.hash, alt: '' }] },
    ]);
    expect(s.logs.join('\n')).toContain('product photo added');
  });

  it('takes an iPhone HEIC and makes it a product photo with its variants', async () => {
    const url = '/api/admin/products/short-lin-sable/photos';
    const heic = readFileSync(new URL('./fixtures/iphone-480x360.heic', import.meta.url));
    const res = await upload(heic, 'image/heic', admin, url);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as ProductPhotoUploaded;
    expect(body.heic).toBe(true);
    expect(body.photos[0]).toMatchObject({ id: body.added, width: 480, height: 360 });
    expect(body.photos[0]!.widths).toEqual([320, 480]);
    for (const format of PHOTO_FORMATS) {
      const media = await s.app.inject({ url: photoUrl(body.photos[0]!.hash, 480, format) });
      expect(media.statusCode, format).toBe(200);
      expect((await sharp(media.rawPayload).metadata()).width).toBe(480);
    }
  });

  it('answers 404 for a media file that does not exist', async () => {
    for (const url of [
      `/media/photos/${'0'.repeat(24)}-320.jpg`,
      `/media/photos/${'0'.repeat(24)}-321.avif`,
      '/media/photos/nimporte-quoi.png',
      '/media/photos/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await s.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('refuses a renamed text file, a 30 MB body, a 20 000 × 20 000 PNG and a broken HEIC in French, leaving nothing', async () => {
    const before = await footprint();
    const cases: [Buffer | string, string, number, string][] = [
      [
        'Ceci est un fichier texte renommé en photo.jpg\n'.repeat(40),
        'image/jpeg',
        415,
        PHOTO_TEXT.notAnImage,
      ],
      [Buffer.alloc(30 * 1024 * 1024, 0xff), 'image/jpeg', 413, PHOTO_TEXT.tooLarge],
      [hugePng(), 'image/png', 413, PHOTO_TEXT.tooManyPixels],
      [Buffer.alloc(0), 'image/jpeg', 400, PHOTO_TEXT.empty],
      [await plainJpeg(200, 250, '#0e7c7b'), 'image/jpeg', 422, PHOTO_TEXT.tooSmall],
      // Within the pixel limit but 218 times taller than wide (its AVIF cannot be made).
      [
        await sharp({
          create: { width: 320, height: 70_000, channels: 3, background: '#0e7c7b' },
        })
          .png()
          .toBuffer(),
        'image/png',
        422,
        PHOTO_TEXT.tooElongated,
      ],
      [
        Buffer.concat([
          Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'),
          Buffer.alloc(64),
        ]),
        'image/heic',
        415,
        PHOTO_TEXT.unreadable,
      ],
      // A JPEG whose end is cut off (a transfer that broke).
      [
        (await plainJpeg(700, 900, '#f77f00')).subarray(0, 3000),
        'image/jpeg',
        422,
        PHOTO_TEXT.unreadable,
      ],
    ];
    for (const [body, type, status, message] of cases) {
      const res = await upload(body, type);
      expect(res.statusCode, `${type} ${message}`).toBe(
        message === PHOTO_TEXT.unreadable ? 422 : status,
      );
      expect(error(res).message).toBe(frenchSpacing(message));
    }
    // Not a file at all: a form, JSON, or an unknown product.
    const form = await upload('photo=x', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
    // Only the upload takes a file body: any other route still wants JSON.
    const notThere = await s.app.inject({
      method: 'PUT',
      url: BASE,
      headers: { cookie: admin, 'content-type': 'image/jpeg' },
      payload: await plainJpeg(400, 500, '#111111'),
    });
    expect(notThere.statusCode).toBe(415);
    const json = await upload('{}', 'application/json');
    expect(json.statusCode).toBe(415);
    expect(error(json).message).toBe(frenchSpacing(PHOTO_TEXT.wrongBody));
    const unknown = await upload(
      await plainJpeg(400, 500, '#111111'),
      'image/jpeg',
      admin,
      '/api/admin/products/produit-inconnu/photos',
    );
    expect(unknown.statusCode).toBe(404);
    expect(error(unknown).message).toBe(frenchSpacing(PHOTO_TEXT.productNotFound));

    expect(await footprint()).toEqual(before);
    // The logs say why, never what the file held.
    expect(s.logs.join('\n')).toContain('photo refused');
    expect(s.logs.join('\n')).not.toContain('fichier texte');
  });

  it('reorders, chooses the main photo, writes alt texts and deletes', async () => {
    const first = (await list()).photos[0]!;
    const second = (
      await upload(await plainJpeg(500, 625, '#f77f00'), 'application/octet-stream')
    ).json() as ProductPhotoUploaded;
    const black = await plainJpeg(500, 625, '#111111');
    // The declared type is only a label: the bytes say JPEG.
    const third = (await upload(black, 'image/webp')).json() as ProductPhotoUploaded;
    expect(third.photos.map((p) => p.id)).toEqual([first.id, second.added, third.added]);
    expect(third.photos.map((p) => p.position)).toEqual([0, 1, 2]);

    // The same photo twice in one product: refused, nothing added.
    const again = await upload(black, 'image/jpeg');
    expect(again.statusCode).toBe(409);
    expect(error(again).message).toBe(frenchSpacing(PHOTO_TEXT.duplicate));

    // The third becomes the main photo; alt texts trimmed.
    const saved = await save([
      { id: third.added, alt: '  T-shirt noir porté, vue de face ' },
      { id: first.id, alt: 'Dos du t-shirt' },
      { id: second.added },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (saved.json() as ProductPhotos).photos;
    expect(after.map((p) => [p.id, p.position, p.alt])).toEqual([
      [third.added, 0, 'T-shirt noir porté, vue de face'],
      [first.id, 1, 'Dos du t-shirt'],
      [second.added, 2, ''],
    ]);
    expect((await list()).photos).toEqual(after);

    // A list that is not the product's photos (one missing, one unknown): 409, nothing changes.
    const audits = (await footprint())!.audits;
    for (const stale of [
      [{ id: first.id }, { id: second.added }],
      [{ id: first.id }, { id: second.added }, { id: crypto.randomUUID() }],
      [{ id: first.id }, { id: first.id }, { id: second.added }],
    ]) {
      const res = await save(stale);
      expect(res.statusCode).toBe(409);
      expect(error(res).message).toBe(frenchSpacing(PHOTO_TEXT.staleList));
    }
    const tooLong = await save(
      after.map((p) => ({ id: p.id, alt: 'x'.repeat(PHOTO_LIMITS.maxAltLength + 1) })),
    );
    expect(tooLong.statusCode).toBe(400);
    expect((tooLong.json() as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      'photos.0.alt': frenchSpacing(PHOTO_TEXT.altTooLong),
      'photos.1.alt': frenchSpacing(PHOTO_TEXT.altTooLong),
      'photos.2.alt': frenchSpacing(PHOTO_TEXT.altTooLong),
    });
    const notText = await save([{ id: third.added, alt: null as unknown as string }]);
    expect(notText.statusCode).toBe(400);
    expect(error(notText).message).toBe(frenchSpacing(PHOTO_TEXT.altNotText));
    expect((await list()).photos).toEqual(after);
    expect((await footprint())!.audits).toBe(audits);

    // Deleting the main photo: the next one becomes main, its files are gone.
    const deleted = await s.app.inject({
      method: 'DELETE',
      url: `${BASE}/${third.added}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = (deleted.json() as ProductPhotos).photos;
    expect(left.map((p) => [p.id, p.position])).toEqual([
      [first.id, 0],
      [second.added, 1],
    ]);
    const gone = third.photos[2]!;
    expect((await s.app.inject({ url: photoUrl(gone.hash, 320, 'jpeg') })).statusCode).toBe(404);
    const twice = await s.app.inject({
      method: 'DELETE',
      url: `${BASE}/${third.added}`,
      headers: { cookie: admin },
    });
    expect(twice.statusCode).toBe(404);
    expect(error(twice).message).toBe(frenchSpacing(PHOTO_TEXT.photoNotFound));
    const rows = await queryRows<{ n: string }>(
      db(),
      sql`select count(*)::text as n from product_photo_variants v join product_photos p on p.id = v.photo_id
          where p.hash = ${gone.hash}`,
    );
    expect(rows[0]!.n).toBe('0');
  });

  it('holds at most 12 photos per product', async () => {
    const url = '/api/admin/products/pull-marin-raye/photos';
    for (let i = 0; i < PHOTO_LIMITS.maxPerProduct; i++) {
      const colour = `#${(i * 20).toString(16).padStart(2, '0')}4080`;
      const res = await upload(await plainJpeg(330, 400, colour), 'image/jpeg', admin, url);
      expect(res.statusCode, res.body).toBe(201);
    }
    const before = await footprint();
    const extra = await upload(await plainJpeg(330, 400, '#ffffff'), 'image/jpeg', admin, url);
    expect(extra.statusCode).toBe(409);
    expect(error(extra).message).toBe(frenchSpacing(PHOTO_TEXT.tooMany));
    expect(await footprint()).toEqual(before);
  });

  it('lets no one but an administrator read or change photos, and leaves nothing behind', async () => {
    const before = await footprint();
    const { photos } = await list();
    const photoId = photos[0]!.id;
    const jpeg = await plainJpeg(400, 500, '#0000ff');
    for (const [cookie, status] of [
      ['', 401],
      [customer, 403],
    ] as const) {
      const headers = cookie ? { cookie } : {};
      const calls = [
        await s.app.inject({ url: BASE, headers }),
        await s.app.inject({
          method: 'POST',
          url: BASE,
          headers: { ...headers, 'content-type': 'image/jpeg' },
          payload: jpeg,
        }),
        await s.app.inject({
          method: 'POST',
          url: BASE,
          headers: { ...headers, 'content-type': 'image/jpeg' },
          payload: Buffer.alloc(30 * 1024 * 1024),
        }),
        await s.app.inject({ method: 'PUT', url: BASE, headers, payload: { photos: [] } }),
        await s.app.inject({ method: 'DELETE', url: `${BASE}/${photoId}`, headers }),
      ];
      for (const res of calls) expect(res.statusCode, `${res.body}`).toBe(status);
    }
    // A page of another site cannot make the admin's browser upload (CSRF).
    const crossSite = await s.app.inject({
      method: 'POST',
      url: BASE,
      headers: { cookie: admin, 'content-type': 'image/jpeg', origin: 'https://ailleurs.example' },
      payload: jpeg,
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await footprint()).toEqual(before);
  });
});
