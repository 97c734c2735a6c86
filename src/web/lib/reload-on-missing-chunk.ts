const KEY = 'lagune-chunk-reload';
/** A second missing chunk this soon after a reload is a real failure: show it, do not loop. */
const AGAIN_MS = 30_000;

/**
 * A tab opened before a deploy may ask for a chunk (a dialog, a lazily loaded part) that the new
 * build no longer has: Vite says so with `vite:preloadError`. The page is then reloaded once, so
 * the shopper gets the new build instead of an error telling them to check their connection.
 */
export function reloadOnMissingChunk(): void {
  window.addEventListener('vite:preloadError', (event) => {
    let last = 0;
    try {
      last = Number(sessionStorage.getItem(KEY)) || 0;
      if (Date.now() - last < AGAIN_MS) return;
      sessionStorage.setItem(KEY, String(Date.now()));
    } catch {
      return; // no storage: no way to tell a loop from a first try
    }
    event.preventDefault();
    window.location.reload();
  });
}
