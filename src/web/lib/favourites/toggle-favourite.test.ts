// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
let answerAdd: () => void = () => {};

vi.mock('~/lib/auth/session-store', () => ({
  loadSession: vi.fn(async () => ({ isAuthenticated: true })),
}));
vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));
vi.mock('~/lib/api', () => {
  class ApiError extends Error {
    status = 0;
  }
  return {
    ApiError,
    apiGet: vi.fn(async () => ({ favourites: [] })),
    // The add is slow (3G): it answers when the test says so.
    apiPost: vi.fn(async (url: string, body: { productId: string }) => {
      calls.push(`POST ${url} ${body.productId}`);
      await new Promise<void>((resolve) => (answerAdd = resolve));
      return {
        favourite: { id: 'f1', productId: body.productId, createdAt: '2026-11-27T06:00:00Z' },
      };
    }),
    apiSend: vi.fn(async (method: string, url: string) => {
      calls.push(`${method} ${url}`);
    }),
  };
});

const { toggleFavourite } = await import('./toggle-favourite');
const { favouriteIds } = await import('~/lib/account-hint');

afterEach(() => {
  calls.length = 0;
});

describe('toggleFavourite', () => {
  it('a second tap while the first is on its way is kept: added, then removed', async () => {
    const first = toggleFavourite('t-shirt-signature-creme');
    await vi.waitFor(() => expect(calls).toEqual(['POST /api/favourites t-shirt-signature-creme']));
    // The heart shows the first tap at once.
    expect(favouriteIds.has('t-shirt-signature-creme')).toBe(true);
    const second = toggleFavourite('t-shirt-signature-creme');
    answerAdd();
    await Promise.all([first, second]);
    expect(calls).toEqual([
      'POST /api/favourites t-shirt-signature-creme',
      'DELETE /api/favourites/t-shirt-signature-creme',
    ]);
    expect(favouriteIds.has('t-shirt-signature-creme')).toBe(false);
  });
});
