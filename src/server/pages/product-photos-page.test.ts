// The owner's photos as a shopper, Google and WhatsApp get them (ADR 0211, 0212), from the real
// build on both drivers: every photo she uploaded in her order in the page's gallery, one photo
// shown once, and a raster photo of the product itself (a JPEG ≥ 1200 px wide, its real size) as
// the share picture and the structured data's image; the shop's logo a PNG.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProductPhotos, ProductPhotoUploaded } from '../../shared/api/admin-photos.ts';
import { photoUrl } from '../../shared/media/photo-sources.ts';
import { adminSignIn, createAdminUser } from '../test/admin.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DRIVERS } from '../test/test-database.ts';
import { plainJpeg } from '../catalogue/photos/test-photos.ts';

const THREE = 't-shirt-signature-creme';
const ONE = 'pull-marin-raye';

type JsonLdNode = Record<string, unknown> & { '@type'?: string | string[] };

function jsonLdNodes(html: string): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const doc = JSON.parse(m[1]!) as JsonLdNode & { '@graph'?: JsonLdNode[] };
    nodes.push(...(doc['@graph'] ?? [doc]));
  }
  return nodes;
}

function metaContent(html: string, key: string): string | undefined {
  const escaped = key.replace(/[.:]/g, (c) => `\\${c}`);
  return new RegExp(`<meta (?:property|name)="${escaped}" content="([^"]*)"`).exec(html)?.[1];
}

/** The alt texts of the page's main pictures (its gallery strip), in the order they come. */
function galleryAlts(html: string): string[] {
  const start = html.indexOf('aria-label="Photos du produit"');
  expect(start, 'the gallery is on the page').toBeGreaterThan(-1);
  // Up to the zoom button that follows the strip: its photos after the first are each in a box of
  // their own, inside <noscript> until the page is live.
  const strip = html.slice(start, html.indexOf('aria-label="Agrandir la photo"', start));
  return [...strip.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((m) => m[1]!);
}

describe.each(DRIVERS)('a product’s photos on its page, on %s', (driver) => {
  let s: TestApp;
  let admin: string;
  const hashes: string[] = [];

  const upload = async (product: string, body: Buffer) => {
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product}/photos`,
      headers: { cookie: admin, 'content-type': 'image/jpeg' },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as ProductPhotoUploaded;
  };
  const page = async (url: string) => {
    const res = await s.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    s = await createTestApp(driver, { env: { BUILD_DIR: inject('shopBuildDir') } });
    await createAdminUser(s.t.database.db);
    admin = await adminSignIn(s.app, 'patronne@lagune.ci');
    // Three photos: the first 1600 px wide (variants up to 1280), then two smaller ones.
    const uploaded = [
      await upload(THREE, await plainJpeg(1600, 2000, '#0e7c7b')),
      await upload(THREE, await plainJpeg(700, 875, '#f77f00')),
      await upload(THREE, await plainJpeg(640, 800, '#111111')),
    ];
    const photos = uploaded.at(-1)!.photos;
    hashes.push(...photos.map((p) => p.hash));
    // Her order: the orange one first, then the black one, then the teal one; her words.
    const saved = await s.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${THREE}/photos`,
      headers: { cookie: admin },
      payload: {
        photos: [
          { id: photos[1]!.id, alt: 'Orange, de face' },
          { id: photos[2]!.id, alt: 'Noir, porté' },
          { id: photos[0]!.id, alt: 'Sarcelle, détail' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    hashes.splice(0, 3, ...(saved.json() as ProductPhotos).photos.map((p) => p.hash));
    await upload(ONE, await plainJpeg(900, 1125, '#336699'));
  }, 60_000);
  afterAll(async () => s?.close());

  it('shows every photo she uploaded, in her order, each once', async () => {
    const html = await page(`/product/${THREE}`);
    expect(galleryAlts(html)).toEqual(['Orange, de face', 'Noir, porté', 'Sarcelle, détail']);
    // Each photo as a <picture> with AVIF, WebP and JPEG; the others' pictures wait for a look.
    for (const hash of hashes) {
      expect(html).toContain(`${photoUrl(hash, 320, 'avif')} 320w`);
      expect(html).toContain(`${photoUrl(hash, 320, 'webp')} 320w`);
    }
    const single = await page(`/product/${ONE}`);
    expect(galleryAlts(single)).toHaveLength(1);
    expect(single).not.toMatch(/>Dos</);
  });

  it('shares a JPEG of the product itself, at least 1200 px wide, with its real size', async () => {
    const html = await page(`/product/${THREE}`);
    // Her first photo is 700 px wide: its largest JPEG, 640 × 800.
    const og = metaContent(html, 'og:image')!;
    expect(new URL(og).pathname).toBe(photoUrl(hashes[0]!, 640, 'jpeg'));
    expect([metaContent(html, 'og:image:width'), metaContent(html, 'og:image:height')]).toEqual([
      '640',
      '800',
    ]);
    const file = await s.app.inject({ url: new URL(og).pathname });
    expect(file.statusCode).toBe(200);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 640,
      height: 800,
    });
    expect(metaContent(html, 'og:image:alt')).toBe('Orange, de face');
    const group = jsonLdNodes(html).find((n) => n['@type'] === 'ProductGroup')!;
    expect((group.image as string[])[0]).toBe(og);

    // Made the main photo, the 1600 px one is shared at 1280 px (WhatsApp's large preview).
    const photos = (
      (await (
        await s.app.inject({
          url: `/api/admin/products/${THREE}/photos`,
          headers: { cookie: admin },
        })
      ).json()) as ProductPhotos
    ).photos;
    const main = photos.find((p) => p.hash === hashes[2])!;
    const reordered = await s.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${THREE}/photos`,
      headers: { cookie: admin },
      payload: {
        photos: [main, ...photos.filter((p) => p !== main)].map(({ id, alt }) => ({ id, alt })),
      },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    // Every instance is told; the page is rendered again from the new order.
    const sharedNow = async () =>
      new URL(metaContent(await page(`/product/${THREE}`), 'og:image')!);
    let shared = await sharedNow();
    for (let i = 0; i < 40 && shared.pathname !== photoUrl(hashes[2]!, 1280, 'jpeg'); i++) {
      await new Promise((r) => setTimeout(r, 50));
      shared = await sharedNow();
    }
    expect(shared.pathname).toBe(photoUrl(hashes[2]!, 1280, 'jpeg'));
    const now = await page(`/product/${THREE}`);
    expect([metaContent(now, 'og:image:width'), metaContent(now, 'og:image:height')]).toEqual([
      '1280',
      '1600',
    ]);
  });

  it('keeps the drawing’s share card for a product without photos', async () => {
    const html = await page('/product/t-shirt-mariniere-plateau');
    expect(metaContent(html, 'og:image')).toMatch(/\/og\/t-shirt-mariniere-plateau\.jpg$/);
    expect([metaContent(html, 'og:image:width'), metaContent(html, 'og:image:height')]).toEqual([
      '1200',
      '630',
    ]);
  });

  it('names a PNG logo of at least 112 px for the shop', async () => {
    const home = await page('/');
    const shop = jsonLdNodes(home).find((n) => n['@type'] === 'OnlineStore')!;
    const logo = new URL(shop.logo as string).pathname;
    expect(logo).toMatch(/\.png$/);
    const file = await s.app.inject({ url: logo });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('png');
    expect(Math.min(meta.width, meta.height)).toBeGreaterThanOrEqual(112);
  });
});
