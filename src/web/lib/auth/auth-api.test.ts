// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSavedAddress, SAVED_ADDRESS_KEY } from '~/lib/saved-address';
import { signOut } from './auth-api';
import { resetAuthForTests } from './session-store';

describe('signing out on a shared phone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    resetAuthForTests();
  });

  it('forgets the contact details saved in this browser: the next person finds an empty checkout', async () => {
    localStorage.setItem(
      SAVED_ADDRESS_KEY,
      JSON.stringify({ fullName: 'Awa Koné', phone: '07 01 02 03 04', address: 'Cocody' }),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ user: null }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    await signOut();
    expect(localStorage.getItem(SAVED_ADDRESS_KEY)).toBeNull();
    expect(readSavedAddress()).toBeUndefined();
  });

  it('keeps them when the server could not sign the session out (the person is still signed in)', async () => {
    localStorage.setItem(SAVED_ADDRESS_KEY, JSON.stringify({ fullName: 'Awa Koné' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(signOut()).rejects.toBeTruthy();
    expect(readSavedAddress()?.fullName).toBe('Awa Koné');
  });
});
