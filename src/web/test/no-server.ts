import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For the tests of a page that shows product cards: the cards ask the server for the live stock
 * when they mount, and a component test has no server. Each request waits forever, so the cards
 * keep the stock they were rendered with. Call it inside `describe`; it also unmounts after each
 * test.
 */
export function withoutServer(): void {
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<never>(() => {})),
    ),
  );
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
