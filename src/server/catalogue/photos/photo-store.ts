import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProductPhoto } from '../../../shared/api/admin-photos.ts';
import type { PhotoFormat } from '../../../shared/media/photo-sources.ts';
import type { Db } from '../../db/database.ts';
import { adminChanges, productPhotos, productPhotoVariants } from '../../db/schema.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { announcePagesChanged, pageTag } from '../../pages/page-events.ts';
import type { ProcessedPhoto } from './process-photo.ts';

/**
 * Audit subject of a product's photo changes (admin_changes), one per product so its history is
 * one indexed read. Each line is `[{ field: 'photos', before, after }]`, the photos in order as
 * `{ hash, alt }`: an upload, a deletion, a new order, a new main photo or alt text all read the
 * same way.
 */
export const photoAuditSubject = (productId: string) => `product:${productId}`;

type PhotoSummary = { hash: string; alt: string };

/** Serialises the changes of one product's photos across instances, for one transaction. */
async function lockProduct(tx: Tx, productId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`product-photos:${productId}`}))`);
}

async function summary(tx: Tx, productId: string): Promise<(PhotoSummary & { id: string })[]> {
  return tx
    .select({ id: productPhotos.id, hash: productPhotos.hash, alt: productPhotos.alt })
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.position), asc(productPhotos.createdAt));
}

async function audit(
  tx: Tx,
  productId: string,
  actorId: string,
  before: PhotoSummary[],
  after: PhotoSummary[],
): Promise<void> {
  const strip = (list: PhotoSummary[]) => list.map(({ hash, alt }) => ({ hash, alt }));
  await tx.insert(adminChanges).values({
    subject: photoAuditSubject(productId),
    actorId,
    changes: [{ field: 'photos', before: strip(before), after: strip(after) }],
  });
  // Pages that show the product drop their cached copies on every instance (ADR 0213).
  await announcePagesChanged(tx, [pageTag.product(productId)]);
}

/** The product's photos in order (the main one first), with their widths and byte sizes. */
export async function listPhotos(db: Db, productId: string): Promise<ProductPhoto[]> {
  const photos = await db
    .select()
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.position), asc(productPhotos.createdAt));
  if (photos.length === 0) return [];
  const variants = await db
    .select({
      photoId: productPhotoVariants.photoId,
      width: productPhotoVariants.width,
      format: productPhotoVariants.format,
      byteSize: productPhotoVariants.byteSize,
    })
    .from(productPhotoVariants)
    .innerJoin(productPhotos, eq(productPhotos.id, productPhotoVariants.photoId))
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotoVariants.width));
  return photos.map((photo) => {
    const own = variants.filter((v) => v.photoId === photo.id);
    return {
      id: photo.id,
      hash: photo.hash,
      position: photo.position,
      alt: photo.alt,
      width: photo.width,
      height: photo.height,
      widths: [...new Set(own.map((v) => v.width))],
      bytes: Object.fromEntries(own.map((v) => [`${v.format}-${v.width}`, v.byteSize])),
    };
  });
}

/** How many photos the product has (a cheap check before spending seconds on processing). */
export async function countPhotos(db: Db, productId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId));
  return Number(row?.n ?? 0);
}

export type AddOutcome =
  { outcome: 'added'; id: string } | { outcome: 'duplicate' } | { outcome: 'full' };

/** Adds a processed photo after the product's others (the first one is the main photo). */
export async function addPhoto(
  db: Db,
  productId: string,
  photo: ProcessedPhoto,
  maxPerProduct: number,
  actorId: string,
): Promise<AddOutcome> {
  return inTransaction(db, async (tx) => {
    await lockProduct(tx, productId);
    const before = await summary(tx, productId);
    if (before.some((p) => p.hash === photo.hash)) return { outcome: 'duplicate' };
    if (before.length >= maxPerProduct) return { outcome: 'full' };
    const [row] = await tx
      .insert(productPhotos)
      .values({
        productId,
        position: before.length,
        width: photo.width,
        height: photo.height,
        hash: photo.hash,
      })
      .returning({ id: productPhotos.id });
    const id = row!.id;
    // One statement per variant: a batch of 18 images would be one oversized message.
    for (const v of photo.variants)
      await tx.insert(productPhotoVariants).values({
        photoId: id,
        width: v.width,
        height: v.height,
        format: v.format,
        bytes: v.bytes,
        byteSize: v.bytes.length,
      });
    await audit(tx, productId, actorId, before, [...before, { hash: photo.hash, alt: '' }]);
    return { outcome: 'added', id };
  });
}

export type SaveOutcome = { outcome: 'saved' | 'unchanged' } | { outcome: 'stale' };

/**
 * Saves the order and alt texts of every photo of the product, `order[0]` becoming the main one.
 * A list that is not exactly the product's photos is stale: nothing is written.
 */
export async function savePhotos(
  db: Db,
  productId: string,
  order: { id: string; alt: string }[],
  actorId: string,
): Promise<SaveOutcome> {
  return inTransaction(db, async (tx) => {
    await lockProduct(tx, productId);
    const before = await summary(tx, productId);
    const known = new Set(before.map((p) => p.id));
    const sent = new Set(order.map((p) => p.id));
    if (
      sent.size !== order.length ||
      sent.size !== known.size ||
      order.some((p) => !known.has(p.id))
    )
      return { outcome: 'stale' };
    const after = order.map(({ id, alt }) => ({
      id,
      alt,
      hash: before.find((p) => p.id === id)!.hash,
    }));
    const same = after.every((p, i) => p.id === before[i]!.id && p.alt === before[i]!.alt);
    if (same) return { outcome: 'unchanged' };
    for (const [position, { id, alt }] of order.entries())
      await tx
        .update(productPhotos)
        .set({ position, alt })
        .where(and(eq(productPhotos.id, id), eq(productPhotos.productId, productId)));
    await audit(tx, productId, actorId, before, after);
    return { outcome: 'saved' };
  });
}

/** Deletes one photo of the product and its variants; the others close the gap. */
export async function deletePhoto(
  db: Db,
  productId: string,
  photoId: string,
  actorId: string,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    await lockProduct(tx, productId);
    const before = await summary(tx, productId);
    if (!before.some((p) => p.id === photoId)) return false;
    await tx
      .delete(productPhotos)
      .where(and(eq(productPhotos.id, photoId), eq(productPhotos.productId, productId)));
    const after = before.filter((p) => p.id !== photoId);
    for (const [position, { id }] of after.entries())
      await tx.update(productPhotos).set({ position }).where(eq(productPhotos.id, id));
    await audit(tx, productId, actorId, before, after);
    return true;
  });
}

/** The bytes served at /media/photos/<hash>-<width>.<ext>, or undefined. */
export async function readVariant(
  db: Db,
  hash: string,
  width: number,
  format: PhotoFormat,
): Promise<Uint8Array | undefined> {
  // The same photo in two products has the same hash and the same bytes: either row will do.
  const [row] = await db
    .select({ bytes: productPhotoVariants.bytes })
    .from(productPhotoVariants)
    .innerJoin(productPhotos, eq(productPhotos.id, productPhotoVariants.photoId))
    .where(
      and(
        eq(productPhotos.hash, hash),
        eq(productPhotoVariants.width, width),
        eq(productPhotoVariants.format, format),
      ),
    )
    .limit(1);
  return row?.bytes;
}
