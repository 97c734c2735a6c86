import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiGet,
  apiPost,
  apiSend,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from './api';

function answer(status: number, body: unknown, type = 'application/json') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return vi
    .fn()
    .mockResolvedValue(new Response(text, { status, headers: { 'Content-Type': type } }));
}

function lastCall(fetchSpy: ReturnType<typeof vi.fn>) {
  return fetchSpy.mock.calls.at(-1) as [string, RequestInit];
}

/** The promise's rejection, to look at it (fails the test if the promise resolves). */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => expect.fail('the call should have failed'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('GET: same-origin credentials, no body, the JSON answer', async () => {
    const fetchSpy = answer(200, { status: 'ok' });
    vi.stubGlobal('fetch', fetchSpy);
    await expect(apiGet<{ status: string }>('/api/health')).resolves.toEqual({ status: 'ok' });
    const [url, init] = lastCall(fetchSpy);
    expect(url).toBe('/api/health');
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', body: undefined });
  });

  it('POST and PUT send JSON with their headers; an empty answer resolves to undefined', async () => {
    const fetchSpy = answer(201, '');
    vi.stubGlobal('fetch', fetchSpy);
    await expect(
      apiPost('/api/orders', { items: [] }, { headers: { 'Idempotency-Key': 'k-1' } }),
    ).resolves.toBeUndefined();
    let [, init] = lastCall(fetchSpy);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' });
    expect(JSON.parse(String(init.body))).toEqual({ items: [] });

    vi.stubGlobal('fetch', (fetchSpy.mockResolvedValue(new Response('{"items":[]}')), fetchSpy));
    await expect(apiSend('PUT', '/api/cart', { items: [] })).resolves.toEqual({ items: [] });
    [, init] = lastCall(fetchSpy);
    expect(init.method).toBe('PUT');
  });

  it('turns the API error shape into an ApiError with status, code, French message and fields', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        error: {
          code: 'validation_error',
          message: 'Certains champs sont invalides. Veuillez les corriger.',
          fields: { email: 'Adresse email invalide', 'items.0.size': 'Taille inconnue' },
        },
      }),
    );
    const error = await rejection(apiPost('/api/contact', {}));
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_error');
    expect(error.message).toBe('Certains champs sont invalides. Veuillez les corriger.');
    expect(error.fields).toEqual({
      email: 'Adresse email invalide',
      'items.0.size': 'Taille inconnue',
    });
    expect(error.fieldsFor(['name', 'email'])).toEqual({ email: 'Adresse email invalide' });
  });

  it('keeps the server’s message for 409 and 429 answers', async () => {
    vi.stubGlobal(
      'fetch',
      answer(429, { error: { code: 'rate_limited', message: 'Veuillez patienter.' } }),
    );
    const error = await rejection(apiPost('/api/contact', {}));
    expect([error.status, error.code, error.message]).toEqual([
      429,
      'rate_limited',
      'Veuillez patienter.',
    ]);
    expect(error.fields).toEqual({});
  });

  it('gives a French message when the answer is not the API’s (a proxy’s HTML page)', async () => {
    vi.stubGlobal('fetch', answer(502, '<html><body>Bad Gateway</body></html>', 'text/html'));
    const error = await rejection(apiGet('/api/stock'));
    expect([error.status, error.code, error.message]).toEqual([
      502,
      'unexpected_response',
      UNEXPECTED_ERROR_MESSAGE,
    ]);
    vi.stubGlobal('fetch', answer(500, { message: 'pas la bonne forme' }));
    expect((await rejection(apiGet('/api/stock'))).message).toBe(UNEXPECTED_ERROR_MESSAGE);
    vi.stubGlobal('fetch', answer(200, '{"tronqué'));
    expect((await rejection(apiGet('/api/stock'))).code).toBe('unexpected_response');
  });

  it('reports a lost connection as status 0 with a French message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await rejection(apiGet('/api/stock'));
    expect([error.status, error.code, error.message]).toEqual([
      0,
      'network_error',
      NETWORK_ERROR_MESSAGE,
    ]);
  });

  it('lets an abort through as the AbortError it is, not as a failure to show', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        controller.abort();
        return Promise.reject(init.signal?.reason as Error);
      }),
    );
    const error: unknown = await apiGet('/api/stock', { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});
