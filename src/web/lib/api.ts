import { errorBodySchema } from '@shared/api/error-body.ts';

/**
 * The one way the browser calls the LAGUNE API (ADR 0013): JSON in and out, same-origin cookie
 * session, and every failure turned into an `ApiError` that carries a French message a toast can
 * show as is and per-field French messages for forms. Feature modules call these (one file per
 * API call); nothing else decodes an error body. TanStack Query's `queryFn` and
 * `mutationFn` can call them directly: an `ApiError` is what they throw.
 *
 * It imports zod (to read error bodies): keep it out of the storefront's first load, i.e. import
 * it only from modules that are loaded when a shopper uses a feature (a form, an account page).
 */

/** No answer at all: offline, connection dropped, server down. */
export const NETWORK_ERROR_MESSAGE =
  'Impossible de joindre LAGUNE. Vérifiez votre connexion, puis réessayez.';
/** An answer that is not the API's error shape (a proxy's error page, a truncated body). */
export const UNEXPECTED_ERROR_MESSAGE = 'Une erreur est survenue. Veuillez réessayer.';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status, or 0 when no answer arrived. */
    readonly status: number,
    /** The server's machine code (`validation_error`, `out_of_stock`…), `network_error` or `unexpected_response`. */
    readonly code: string,
    /** French, ready to show. */
    message: string,
    /** French message per field, keyed by the field's path (`email`, `items.0.size`). */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }

  /** The messages of the given fields only, for a form that knows its field names. */
  fieldsFor<K extends string>(names: readonly K[]): Partial<Record<K, string>> {
    const picked: Partial<Record<K, string>> = {};
    for (const name of names) {
      const message = this.fields[name];
      if (message !== undefined) picked[name] = message;
    }
    return picked;
  }
}

export interface ApiOptions {
  /** Extra headers, e.g. `Idempotency-Key` for POST /api/orders. */
  headers?: Record<string, string>;
  /** Aborting rejects with the browser's AbortError, not an ApiError (TanStack Query relies on it). */
  signal?: AbortSignal;
}

async function errorFrom(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) {
    return new ApiError(response.status, 'unexpected_response', UNEXPECTED_ERROR_MESSAGE);
  }
  const { code, message, fields } = parsed.data.error;
  return new ApiError(response.status, code, message, fields);
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  { headers, signal }: ApiOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await errorFrom(response);
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, 'unexpected_response', UNEXPECTED_ERROR_MESSAGE);
  }
}

/**
 * `GET path` → the answer's JSON. The type is the caller's word for the server's response schema
 * (declared on the route, checked by the API tests); it is not re-validated here.
 */
export function apiGet<T>(path: string, options?: ApiOptions): Promise<T> {
  return request<T>('GET', path, undefined, options);
}

/** `POST path` with `body` as JSON → the answer's JSON (undefined for an empty answer). */
export function apiPost<T = void>(path: string, body?: unknown, options?: ApiOptions): Promise<T> {
  return request<T>('POST', path, body, options);
}

/** PUT, PATCH or DELETE with an optional JSON body, e.g. `apiSend('PUT', '/api/cart', { items })`. */
export function apiSend<T = void>(
  method: 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options?: ApiOptions,
): Promise<T> {
  return request<T>(method, path, body, options);
}
