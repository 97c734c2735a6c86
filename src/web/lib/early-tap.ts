/**
 * The tap the page's start script kept while the app was not hydrated yet (a button marked
 * `data-tap-later`, tapped, is marked `data-tapped-early`: scripts/defer-app-start.mjs), replayed
 * once every part is hydrated and its handlers attached.
 */
export function replayEarlyTap(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-tapped-early]');
  if (!button) return;
  button.removeAttribute('data-tapped-early');
  // In a task of its own: the renders the other hydration callbacks asked for come first (the size
  // the shopper tapped on the page becomes the chosen one, ADR 0070), so the tap acts on them.
  setTimeout(() => {
    if (button.isConnected && !button.disabled) button.click();
  }, 0);
}
