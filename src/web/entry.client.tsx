// React Router's default browser entry: React hydrates the page the server rendered (ADR 0096).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { fetchAnswersToKeptTaps } from './features/products/kept-tap-answers';
import { afterPageLive } from './lib/hydrated-mark';
import { loadLinksAsDocumentsWhenOffline } from './lib/offline/offline-links';
import { reloadOnMissingChunk } from './lib/reload-on-missing-chunk';

reloadOnMissingChunk();
fetchAnswersToKeptTaps();

// The service worker (ADR 0122) once the page has loaded and is live: nothing it does delays the
// first paint or the answer to a tap made before hydration, and its code is a chunk of its own,
// not part of the page's first JavaScript. Only the offline taps on links are caught from now,
// before hydration (offline-links.ts).
if (!import.meta.env.DEV && 'serviceWorker' in navigator) {
  loadLinksAsDocumentsWhenOffline();
  afterPageLive(() => void import('./lib/offline/service-worker').then((m) => m.start()));
}

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
