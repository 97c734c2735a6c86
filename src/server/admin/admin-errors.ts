import { errorBodySchema } from '../../shared/api/error-body.ts';

/** The error answers an admin route may give (its response schemas): every one a French message. */
export const ADMIN_ERRORS = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};
