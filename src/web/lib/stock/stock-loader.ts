import type { StockLevels } from '@shared/domain/stock.ts';

/** The server lets browsers reuse GET /api/stock this long; asking more often gains nothing. */
const MAX_AGE_MS = 5_000;

let fetchedAt = Number.NEGATIVE_INFINITY;
// Where the levels go: the live-stock store hands itself over as it loads this module, so this file
// never imports it back (lib/cart/live-stock.ts).
let deliver: (levels: StockLevels) => void = () => {};
let pending: Promise<void> | undefined;
let warned = false;

function isLevels(value: unknown): value is StockLevels {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function fetchLevels(fresh: boolean): Promise<void> {
  try {
    // Plain fetch, not lib/api.ts: that one brings zod, and nothing here needs an error message.
    const response = await fetch('/api/stock', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      // 'no-cache' revalidates with the server: the cart and a refused order need the truth now.
      cache: fresh ? 'no-cache' : 'default',
    });
    if (!response.ok) throw new Error(`GET /api/stock → ${response.status}`);
    const body: unknown = await response.json();
    if (!isLevels(body)) throw new Error('GET /api/stock: réponse inattendue');
    fetchedAt = Date.now();
    deliver(body);
  } catch (error) {
    // The catalogue's availability stays; the server still refuses what is gone at checkout.
    // Said once: offline, every page would say it again.
    if (!warned) console.warn('Stock en direct indisponible', error);
    warned = true;
  }
}

/**
 * Loads the live levels into `into`. Concurrent callers share one request; a `fresh` call always
 * asks the server (after an order is refused for stock, say).
 */
export function loadStock(into: (levels: StockLevels) => void, fresh = false): Promise<void> {
  deliver = into;
  if (fresh) return fetchLevels(true);
  if (pending || Date.now() - fetchedAt < MAX_AGE_MS) return pending ?? Promise.resolve();
  pending = fetchLevels(false).finally(() => {
    pending = undefined;
  });
  return pending;
}

// A shopper coming back to the tab sees what sold meanwhile.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void loadStock(deliver);
  });
}
