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
 * the bytes anyway. Sent with XMLHttpRequest, whose upload reports its progress (fetch does
 * not): `onProgress` gets the share of the bytes sent, 0 to 1.
 */
export function uploadProductPhoto(
  productId: string,
  file: File,
  onProgress?: (sent: number) => void,
): Promise<ProductPhotoUploaded> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', photosPath(productId));
    request.setRequestHeader(
      'Content-Type',
      /^image\/[\w.+-]+$/.test(file.type) ? file.type : 'application/octet-stream',
    );
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror =
      request.ontimeout =
      request.onabort =
        () => reject(new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      const ok = request.status >= 200 && request.status < 300;
      if (ok && body !== undefined) return resolve(body as ProductPhotoUploaded);
      const parsed = errorBodySchema.safeParse(body);
      if (!parsed.success)
        return reject(
          new ApiError(request.status, 'unexpected_response', UNEXPECTED_ERROR_MESSAGE),
        );
      const { code, message, fields } = parsed.data.error;
      reject(new ApiError(request.status, code, message, fields));
    };
    request.send(file);
  });
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
