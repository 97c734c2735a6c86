import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminCategoriesSchema,
  categoryCreateSchema,
  categoryMoveSchema,
  categoryUpdateSchema,
} from '../../shared/api/admin-categories.ts';
import { ADMIN_ERRORS } from '../admin/admin-errors.ts';
import {
  createCategory,
  deleteCategory,
  moveCategory,
  readAdminCategories,
  updateCategory,
} from './category-admin.ts';

const errors = ADMIN_ERRORS;
const params = z.object({ categoryId: z.string().min(1).max(60) });
type Params = { Params: z.infer<typeof params> };

/**
 * The owner's categories (docs/decisions/0222), inside the admin's guarded scope
 * (src/server/admin/admin-routes.ts). Every change answers the whole list, is audited and renders
 * every page again on every instance (the menus name the categories).
 */
export async function categoryAdminRoutes(app: FastifyInstance): Promise<void> {
  const answer = () => {
    app.catalogue.forget();
    return readAdminCategories(app.db);
  };
  const schema = { response: { 200: adminCategoriesSchema, ...errors } };

  app.get('/api/admin/categories', { schema }, () => readAdminCategories(app.db));

  app.post<{ Body: z.infer<typeof categoryCreateSchema> }>(
    '/api/admin/categories',
    { schema: { ...schema, body: categoryCreateSchema } },
    async (request) => {
      const id = await createCategory(app.db, request.body, request.user!.id);
      request.log.info({ category: id }, 'category created');
      return answer();
    },
  );

  app.patch<Params & { Body: z.infer<typeof categoryUpdateSchema> }>(
    '/api/admin/categories/:categoryId',
    { schema: { ...schema, params, body: categoryUpdateSchema } },
    async (request) => {
      await updateCategory(app.db, request.params.categoryId, request.body, request.user!.id);
      return answer();
    },
  );

  app.post<Params & { Body: z.infer<typeof categoryMoveSchema> }>(
    '/api/admin/categories/:categoryId/move',
    { schema: { ...schema, params, body: categoryMoveSchema } },
    async (request) => {
      const { categoryId } = request.params;
      await moveCategory(app.db, categoryId, request.body.direction, request.user!.id);
      return answer();
    },
  );

  app.delete<Params>(
    '/api/admin/categories/:categoryId',
    { schema: { ...schema, params } },
    async (request) => {
      await deleteCategory(app.db, request.params.categoryId, request.user!.id);
      request.log.info({ category: request.params.categoryId }, 'category deleted');
      return answer();
    },
  );
}
