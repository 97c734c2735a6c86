/**
 * How the worker answers a shop page (docs/decisions/0149): the copy kept from the
 * shopper's last visit paints at once when it is young enough, and the network's answer replaces it
 * in the cache meanwhile. Whether that answer differs from what was painted is kept for the page,
 * which asks once it runs (`pageChanged`) and then reloads its data: a price or a picture changed
 * by the owner shows within a moment, and the next visit paints the new copy.
 *
 * Network first instead when there is no young copy, or when the shopper asked for a fresh page
 * (the browser's reload): the copy is then only the offline fallback.
 */
import { Strategy, type StrategyHandler } from 'workbox-strategies';

/** A kept page older than this is not painted first (the network is waited for, as before). */
const KEPT_PAGE_MAX_AGE_MS = 24 * 3600 * 1000;
/** How long a page's answer waits for it to ask. */
const ANSWER_KEPT_MS = 60_000;

/** Per window (its client id): whether the page it was shown had changed on the server. */
const changes = new Map<string, Promise<boolean>>();

/** Whether the page shown to `clientId` from the cache has changed since (false when not known). */
export function pageChanged(clientId: string): Promise<boolean> {
  const changed = changes.get(clientId) ?? Promise.resolve(false);
  changes.delete(clientId);
  return changed;
}

function isYoung(response: Response, now: number): boolean {
  const served = Date.parse(response.headers.get('date') ?? '');
  return Number.isFinite(served) && now - served < KEPT_PAGE_MAX_AGE_MS;
}

/** The reload button, or a page asked with `cache: 'no-cache'`: the shopper wants it fresh. */
function wantsFresh(request: Request): boolean {
  return request.cache === 'reload' || request.cache === 'no-cache' || request.cache === 'no-store';
}

/** Two answers for the same page differ: by their ETag when both have one, else assume they do. */
function differ(kept: Response, fresh: Response): boolean {
  const a = kept.headers.get('etag');
  const b = fresh.headers.get('etag');
  return !a || !b || a !== b;
}

/** The server no longer has the page (a product archived since): its copy must not paint again. */
const gone = (answer: Response) => answer.status === 404 || answer.status === 410;

/** Rejects after `ms`: the network counts as dead (see `networkWaitMs`). */
const silence = (ms: number) =>
  new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('Pas de réponse du réseau')), ms),
  );

export class KeptPageFirst extends Strategy {
  /**
   * How long the network may stay silent before the kept copy (however old) or the offline page is
   * shown: a dead connection hangs rather than fails. The fetch goes on and refreshes the copy.
   */
  private readonly networkWaitMs: number;

  constructor(options: ConstructorParameters<typeof Strategy>[0] & { networkWaitMs: number }) {
    super(options);
    this.networkWaitMs = options.networkWaitMs;
  }

  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const kept = await handler.cacheMatch(request);
    // Started now either way (with the navigation's preloaded answer when there is one).
    const fresh = handler.fetchAndCachePut(request).then(async (answer) => {
      if (kept && gone(answer))
        await caches.open(this.cacheName).then((cache) => cache.delete(request));
      return answer;
    });
    if (kept && !wantsFresh(request) && isYoung(kept, Date.now())) {
      const changed = handler.waitUntil(
        fresh.then(
          // A server error says nothing about the page: the one shown stays.
          (answer) =>
            answer.status < 500 && (answer.status !== kept.status || differ(kept, answer)),
          () => false,
        ),
      );
      const clientId = (handler.event as Event & { resultingClientId?: string }).resultingClientId;
      if (clientId) {
        changes.set(clientId, changed);
        setTimeout(() => changes.delete(clientId), ANSWER_KEPT_MS);
      }
      return kept;
    }
    try {
      handler.waitUntil(fresh.catch(() => undefined));
      return await Promise.race([fresh, silence(this.networkWaitMs)]);
    } catch (error) {
      if (kept) return kept;
      throw error;
    }
  }
}
