import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PHOTO_LIMITS,
  PHOTO_TEXT,
  productPhotoParamsSchema,
  productPhotosParamsSchema,
  productPhotosSaveSchema,
  productPhotosSchema,
  productPhotoUploadedSchema,
} from '../../../shared/api/admin-photos.ts';
import { errorBodySchema } from '../../../shared/api/error-body.ts';
import {
  PHOTO_EXTENSIONS,
  PHOTO_FORMATS,
  PHOTO_MIME_TYPES,
  type PhotoFormat,
} from '../../../shared/media/photo-sources.ts';
import { errorBody, errorHandler, HttpError, MESSAGES } from '../../http/errors.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import {
  addPhoto,
  countPhotos,
  deletePhoto,
  listPhotos,
  readVariant,
  savePhotos,
} from './photo-store.ts';
import { PhotoRefusal, processPhoto } from './process-photo.ts';
import { productExists } from './product-exists.ts';

/** Uploads per address: each costs seconds of CPU (18 encodes). */
export const PHOTO_UPLOAD_LIMIT = { max: 60, timeWindow: '10 minutes' } as const;

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
};

/**
 * One photo processed at a time per instance: decoding a 40 MP photo takes ~160 MB and both
 * cores; two owners' phones uploading at once wait their turn instead of starving the shop.
 */
function serialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => {});
    return run;
  };
}

/**
 * The admin's photo routes (ADR 0138, 0139). Registered inside the admin wing, so the admin
 * guard and the no-store header apply; the upload is the one admin route whose body is not JSON
 * (the raw photo, `image/*` or `application/octet-stream`, up to PHOTO_LIMITS.maxBytes), which the
 * same-origin guard allows because the route says so (docs/decisions/0139).
 */
export const productPhotoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const processing = serialQueue();
  const keepRaw = (_request: FastifyRequest, body: Buffer, done: (e: null, b: Buffer) => void) =>
    done(null, body);
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer' }, keepRaw);
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, keepRaw);
  // A body past the limit is refused by Fastify before it is read: said in the photo's words.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send(errorBody('photo_too_large', PHOTO_TEXT.tooLarge));
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.code(415).send(errorBody('unsupported_media_type', PHOTO_TEXT.wrongBody));
    return errorHandler(error, request, reply);
  });

  const requireProduct = async (productId: string) => {
    if (!(await productExists(app.db, productId)))
      throw new HttpError(404, 'product_not_found', PHOTO_TEXT.productNotFound);
  };
  const photosOf = async (productId: string) => ({
    photos: await listPhotos(app.db, productId),
    // Decoded in WebAssembly whatever sharp's build (ADR 0204): the picker may offer HEIC.
    heic: true,
  });

  app.get(
    '/api/admin/products/:productId/photos',
    {
      schema: {
        params: productPhotosParamsSchema,
        response: { 200: productPhotosSchema, ...errors },
      },
    },
    async (request) => {
      await requireProduct(request.params.productId);
      return photosOf(request.params.productId);
    },
  );

  app.post(
    '/api/admin/products/:productId/photos',
    {
      bodyLimit: PHOTO_LIMITS.maxBytes,
      config: {
        ...rateLimit({
          ...PHOTO_UPLOAD_LIMIT,
          hook: 'preHandler',
          message: PHOTO_TEXT.rateLimited,
        }),
        binaryUpload: true,
      },
      schema: {
        params: productPhotosParamsSchema,
        response: { 201: productPhotoUploadedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { productId } = request.params;
      const body: unknown = request.body;
      if (body === undefined || body === null)
        throw new HttpError(400, 'empty_upload', PHOTO_TEXT.empty);
      if (!Buffer.isBuffer(body))
        throw new HttpError(415, 'unsupported_media_type', PHOTO_TEXT.wrongBody);
      await requireProduct(productId);
      // Checked again when the photo is written (another upload may land meanwhile).
      if ((await countPhotos(app.db, productId)) >= PHOTO_LIMITS.maxPerProduct)
        throw new HttpError(409, 'too_many_photos', PHOTO_TEXT.tooMany);
      const started = Date.now();
      const processed = await processing(() => processPhoto(body)).catch((error: unknown) => {
        if (!(error instanceof PhotoRefusal)) throw error;
        request.log.info({ product: productId, reason: error.code }, 'photo refused');
        throw new HttpError(error.statusCode, error.code, error.message);
      });
      const added = await addPhoto(
        app.db,
        productId,
        processed,
        PHOTO_LIMITS.maxPerProduct,
        request.user!.id,
      );
      if (added.outcome === 'duplicate')
        throw new HttpError(409, 'duplicate_photo', PHOTO_TEXT.duplicate);
      if (added.outcome === 'full') throw new HttpError(409, 'too_many_photos', PHOTO_TEXT.tooMany);
      request.log.info(
        {
          product: productId,
          photo: added.id,
          variants: processed.variants.length,
          ms: Date.now() - started,
        },
        'product photo added',
      );
      reply.code(201);
      return { ...(await photosOf(productId)), added: added.id };
    },
  );

  app.put(
    '/api/admin/products/:productId/photos',
    {
      schema: {
        params: productPhotosParamsSchema,
        body: productPhotosSaveSchema,
        response: { 200: productPhotosSchema, ...errors },
      },
    },
    async (request) => {
      const { productId } = request.params;
      await requireProduct(productId);
      const order = request.body.photos.map((p) => ({ id: p.id, alt: p.alt ?? '' }));
      const saved = await savePhotos(app.db, productId, order, request.user!.id);
      if (saved.outcome === 'stale') throw new HttpError(409, 'stale_photos', PHOTO_TEXT.staleList);
      if (saved.outcome === 'saved')
        request.log.info({ product: productId }, 'product photos saved');
      return photosOf(productId);
    },
  );

  app.delete(
    '/api/admin/products/:productId/photos/:photoId',
    {
      schema: {
        params: productPhotoParamsSchema,
        response: { 200: productPhotosSchema, ...errors },
      },
    },
    async (request) => {
      const { productId, photoId } = request.params;
      await requireProduct(productId);
      if (!(await deletePhoto(app.db, productId, photoId, request.user!.id)))
        throw new HttpError(404, 'photo_not_found', PHOTO_TEXT.photoNotFound);
      request.log.info({ product: productId, photo: photoId }, 'product photo deleted');
      return photosOf(productId);
    },
  );
};

const EXTENSION_FORMATS = Object.fromEntries(
  PHOTO_FORMATS.map((f) => [PHOTO_EXTENSIONS[f], f]),
) as Record<string, PhotoFormat>;
const MEDIA_FILE = /^([0-9a-f]{24})-(\d{3,4})\.(avif|webp|jpg)$/;

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .send(errorBody('not_found', MESSAGES.notFound));
}

/**
 * GET /media/photos/<hash>-<width>.<ext>: public, immutable (the name changes with the bytes), so
 * a browser or a CDN keeps it a year and never asks again.
 */
export const photoMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/photos/:file',
    { schema: { params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const match = MEDIA_FILE.exec(request.params.file);
      if (!match) return notFound(reply);
      const [, hash, width, extension] = match as unknown as [string, string, string, string];
      const format = EXTENSION_FORMATS[extension]!;
      const etag = `"${hash}-${width}-${format}"`;
      const immutable = (r: FastifyReply) =>
        r
          .header('content-type', PHOTO_MIME_TYPES[format])
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('etag', etag);
      // The name is the content: a client that has it has the right bytes, no read needed.
      if (request.headers['if-none-match'] === etag) return immutable(reply).code(304).send();
      const bytes = await readVariant(app.db, hash, Number(width), format);
      if (!bytes) return notFound(reply);
      immutable(reply);
      return reply.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
};
