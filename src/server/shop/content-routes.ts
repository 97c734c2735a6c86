import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminContentSchema, contentSaveSchema } from '../../shared/api/admin-content.ts';
import {
  CONTENT_BLOCKS,
  CONTENT_TEXT,
  type ShopContent,
} from '../../shared/content/shop-content.ts';
import { ADMIN_ERRORS } from '../admin/admin-errors.ts';
import { HttpError } from '../http/errors.ts';
import { readAdminContent, saveContentBlock } from './content-admin.ts';
import { categories, catalogueProducts as products } from '../db/schema.ts';

const errors = ADMIN_ERRORS;

/**
 * The admin's Contenu tab (docs/decisions/0205), registered inside the admin's guarded scope
 * (src/server/admin/admin-routes.ts): one PUT per block, each checked by that block's schema.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/content',
    { schema: { response: { 200: adminContentSchema, ...errors } } },
    async () => readAdminContent(app.db),
  );
  for (const block of CONTENT_BLOCKS) registerSave(app, block);
};

function registerSave(app: FastifyInstance, block: (typeof CONTENT_BLOCKS)[number]): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    `/api/admin/content/${block}`,
    {
      schema: {
        body: contentSaveSchema(block),
        response: { 200: adminContentSchema, ...errors },
      },
    },
    async (request) => {
      const { value, version } = request.body;
      if (block === 'home') await checkBannerPicture(app, value as ShopContent['home']);
      if (block === 'looks') await checkLooks(app, value as ShopContent['looks']);
      const saved = await saveContentBlock(
        app.db,
        block,
        value as ShopContent[typeof block],
        version,
        request.user!.id,
      );
      if (saved.outcome === 'stale') throw new HttpError(409, 'stale_content', CONTENT_TEXT.stale);
      if (saved.outcome === 'saved') {
        app.shopContent.forget();
        request.log.info({ block }, 'shop content changed');
      }
      return readAdminContent(app.db);
    },
  );
}

/** Which of `ids` are her products still on the shop (an archived one is gone from it). */
async function productsOnShop(app: FastifyInstance, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await app.db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), ne(products.status, 'archived')));
  return new Set(rows.map((row) => row.id));
}

/** The banner's picture is one of her products on the shop: 400 else. */
async function checkBannerPicture(app: FastifyInstance, banner: ShopContent['home']) {
  if (banner.picture === '') return;
  if (!(await productsOnShop(app, [banner.picture])).has(banner.picture))
    throw new HttpError(400, 'validation_error', CONTENT_TEXT.pictureUnknown, {
      'value.picture': CONTENT_TEXT.pictureUnknown,
    });
}

/**
 * Each look leads to one of her product categories (hidden ones included: the look waits, unseen)
 * and shows one of her products (archived ones are gone): 400 on the look's field else.
 */
async function checkLooks(app: FastifyInstance, looks: ShopContent['looks']) {
  const categoryIds = [...new Set(looks.map((look) => look.category))];
  const productIds = [
    ...new Set(
      looks.flatMap((look) =>
        look.picture && 'product' in look.picture ? [look.picture.product] : [],
      ),
    ),
  ];
  const knownCategories = new Set(
    categoryIds.length === 0
      ? []
      : (
          await app.db
            .select({ id: categories.id })
            .from(categories)
            .where(and(inArray(categories.id, categoryIds), eq(categories.kind, 'products')))
        ).map((row) => row.id),
  );
  const knownProducts = await productsOnShop(app, productIds);
  const fields: Record<string, string> = {};
  looks.forEach((look, i) => {
    if (!knownCategories.has(look.category))
      fields[`value.${i}.category`] = CONTENT_TEXT.lookCategoryUnknown;
    if (look.picture && 'product' in look.picture && !knownProducts.has(look.picture.product))
      fields[`value.${i}.picture`] = CONTENT_TEXT.pictureUnknown;
  });
  const [first] = Object.values(fields);
  if (first) throw new HttpError(400, 'validation_error', first, fields);
}
