import type {
  ProductPhotos,
  ProductPhotosSave,
  ProductPhotoUploaded,
} from '@shared/api/admin-photos.ts';
import { errorBodySchema } from '@shared/api/error-body.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  apiGet,
  apiSend,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from '~/lib/api';

/** Under ['admin']: a sign-out or 'Rafraîchir' reaches it with the other admin queries. */
export const productPhotosKey = (productId: string) =>
  ['admin', 'product-photos', productId] as const;

const photosPath = (productId: string) =>
  `/api/admin/products/${encodeURIComponent(productId)}/photos`;

/** GET /api/admin/products/:productId/photos */
export function useProductPhotos(productId: string) {
  return useQuery({
    queryKey: productPhotosKey(productId),
    queryFn: ({ signal }) => apiGet<ProductPhotos>(photosPath(productId), { signal }),
  });
}

/**
 * POST …/photos with the file itself as the body (not JSON, not a form: the server reads the
 * bytes). A type the browser does not know as an image goes as octet-stream: the server judges
 * the bytes anyway.
 */
export async function uploadProductPhoto(
  productId: string,
  file: File,
): Promise<ProductPhotoUploaded> {
  let response: Response;
  try {
    response = await fetch(photosPath(productId), {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': /^image\/[\w.+-]+$/.test(file.type)
          ? file.type
          : 'application/octet-stream',
      },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok && body !== undefined) return body as ProductPhotoUploaded;
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success)
    throw new ApiError(response.status, 'unexpected_response', UNEXPECTED_ERROR_MESSAGE);
  const { code, message, fields } = parsed.data.error;
  throw new ApiError(response.status, code, message, fields);
}

/** PUT …/photos: the whole order (the first is the main photo) and every alt text. */
export function useSaveProductPhotos(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductPhotosSave) =>
      apiSend<ProductPhotos>('PUT', photosPath(productId), input),
    onSuccess: (saved) => queryClient.setQueryData(productPhotosKey(productId), saved),
  });
}

/** DELETE …/photos/:photoId */
export function useDeleteProductPhoto(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) =>
      apiSend<ProductPhotos>('DELETE', `${photosPath(productId)}/${encodeURIComponent(photoId)}`),
    onSuccess: (left) => queryClient.setQueryData(productPhotosKey(productId), left),
  });
}
