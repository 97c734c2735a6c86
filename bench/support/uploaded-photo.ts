// `--photo` for bench:phone and bench:lighthouse (performance with real photos, ADR 0148): once a
// server the bench started is up, an admin signs in, uploads a real JPEG (1600 × 2000, photo-like:
// gradients, a garment, a weave and sensor grain, ~0.5 MB — the picture ADR 0139's table measures)
// as the MAIN photo of the product page the bench measures, and waits until that page serves it.
// The pages are then measured as usual, with the uploaded photo as their largest picture.
// bench:phone also gives the product two more photos and each product under it one (`wholePage`):
// what a real shop's product page loads, out of sight too (ADR 0251).
import { randomBytes } from 'node:crypto';
import type {
  ProductPhoto,
  ProductPhotos,
  ProductPhotoUploaded,
} from '../../src/shared/api/admin-photos.ts';
import { photoLikeJpeg } from '../../src/server/catalogue/photos/test-photos.ts';
import { benchAdminSession } from './admin-session.ts';
import type { Target } from './targets.ts';

/** The administrator the servers the bench starts create (photoServerEnv), new at each start. */
export const BENCH_PHOTO_ADMIN = {
  username: 'banc-photo@lagune.ci',
  password: 'Banc#Photo-2026!',
};
/** The budget for the main photo at the width a 390 px phone loads. */
export const PHOTO_BUDGET_KB = 60;
/** What a 390 px phone at DPR 2 (or 412 px at 1.75, Lighthouse's phone) asks for: ADR 0139. */
export const PHONE_WIDTH = 800;
const ALT = 'Le vêtement posé sur fond sable, vue de face (photo du banc)';

/** What the servers the bench starts need for an admin to sign in: added to their environment. */
export function photoServerEnv(): Record<string, string> {
  return {
    ADMIN_EMAIL: BENCH_PHOTO_ADMIN.username,
    ADMIN_PASSWORD: BENCH_PHOTO_ADMIN.password,
    MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
}

export type UploadedPhoto = { productId: string; uploadBytes: number; photo: ProductPhoto };

const kb = (bytes: number | undefined) =>
  bytes === undefined ? '—' : `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Uploads the JPEG to `productId` on `target` and makes it the main photo. Only on servers the
 * bench started: their administrator is the bench's own (a fresh one, second factor enrolled here).
 */
export async function uploadMainPhoto(
  target: Target,
  productId: string,
  { wholePage = false } = {},
): Promise<UploadedPhoto> {
  if (!target.server)
    throw new Error(
      `--photo : ${target.label} est un serveur déjà lancé (--url) ; le banc ne peut y téléverser que sur les serveurs qu'il démarre (--checkout, ou sans option)`,
    );
  const cookie = await benchAdminSession(target.url, BENCH_PHOTO_ADMIN);
  // `wholePage`: the product's other photos and those of the products under it come first, then
  // the main photo is put in front of them.
  const lastOfPage = wholePage ? await uploadPagePhotos(target.url, cookie, productId) : undefined;
  const photosUrl = photosUrlOf(target.url, productId);
  const jpeg = await photoLikeJpeg(1600, 2000);
  const { photos, added } = await postPhoto(target.url, cookie, productId, jpeg);
  // First in the list = the main photo; the product's other photos keep their order after it.
  const order = [
    ...photos.filter((p) => p.id === added).map((p) => ({ id: p.id, alt: ALT })),
    ...photos.filter((p) => p.id !== added).map((p) => ({ id: p.id, alt: p.alt })),
  ];
  const saved = await fetch(photosUrl, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ photos: order }),
  });
  if (saved.status !== 200)
    throw new Error(
      `--photo : ordre des photos refusé, HTTP ${saved.status} ${await saved.text()}`,
    );
  const photo = ((await saved.json()) as ProductPhotos).photos[0]!;
  // The pages learn of the change within seconds (NOTIFY, ADR 0145): wait until this one has it.
  const page = `${target.url}/product/${encodeURIComponent(productId)}`;
  const deadline = Date.now() + 20_000;
  const shows = (html: string) =>
    [photo.hash, lastOfPage].every((hash) => !hash || html.includes(`/media/photos/${hash}-`));
  while (!shows(await (await fetch(page)).text())) {
    if (Date.now() > deadline)
      throw new Error(`--photo : ${page} ne montre pas la photo téléversée après 20 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { productId, uploadBytes: jpeg.length, photo };
}

/** Lines saying which page and photo, and the variants a phone loads against the 60 KB budget. */
export function describeUpload(target: Target, u: UploadedPhoto): string[] {
  const at = (format: string) => u.photo.bytes[`${format}-${PHONE_WIDTH}`];
  const avif = at('avif');
  return [
    `  ${target.label} : /product/${u.productId} a pour photo principale une photo téléversée (JPEG ${u.photo.width} × ${u.photo.height}, ${kb(u.uploadBytes)}, /media/photos/${u.photo.hash}-*)`,
    `    variante ${PHONE_WIDTH} px (téléphone de 390 px en DPR 2) : AVIF ${kb(avif)} · WebP ${kb(at('webp'))} · JPEG ${kb(at('jpeg'))} → ${avif !== undefined && avif <= PHOTO_BUDGET_KB * 1024 ? 'ok' : 'HORS BUDGET'} (AVIF, ce que Chromium charge, ≤ ${PHOTO_BUDGET_KB} KB)`,
  ];
}

/** Whether the AVIF a 390 px phone loads is within the budget. */
export const withinPhotoBudget = (u: UploadedPhoto) =>
  (u.photo.bytes[`avif-${PHONE_WIDTH}`] ?? Infinity) <= PHOTO_BUDGET_KB * 1024;

/**
 * The rest of a real shop's product page (ADR 0251): two more photos of the product, and one for
 * each product under it ('Vous aimerez aussi'), each JPEG with bytes of its own. Returns the hash
 * of the last one, which the page shows once it has them all.
 */
async function uploadPagePhotos(url: string, cookie: string, productId: string): Promise<string> {
  const html = await (await fetch(`${url}/product/${encodeURIComponent(productId)}`)).text();
  const below = html.slice(html.indexOf('id="similaires"'));
  const similar = new Set([...below.matchAll(/href="\/product\/([^"?#]+)"/g)].map((m) => m[1]!));
  let hash = '';
  for (const [i, id] of [productId, productId, ...similar].entries()) {
    const { photos, added } = await postPhoto(url, cookie, id, await photoLikeJpeg(1600, 2001 + i));
    hash = photos.find((p) => p.id === added)!.hash;
  }
  return hash;
}

const photosUrlOf = (url: string, productId: string) =>
  `${url}/api/admin/products/${encodeURIComponent(productId)}/photos`;

/** Uploads `jpeg` as one more photo of `productId`, as the admin's photo form does. */
async function postPhoto(
  url: string,
  cookie: string,
  productId: string,
  jpeg: Buffer,
): Promise<ProductPhotoUploaded> {
  const res = await fetch(photosUrlOf(url, productId), {
    method: 'POST',
    headers: { cookie, 'content-type': 'image/jpeg' },
    body: new Uint8Array(jpeg),
  });
  if (res.status !== 201)
    throw new Error(`--photo : téléversement refusé, HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as ProductPhotoUploaded;
}
