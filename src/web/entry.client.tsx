// React Router's default browser entry: React hydrates the page the server rendered (ADR 0096).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reloadOnMissingChunk } from './lib/reload-on-missing-chunk';

reloadOnMissingChunk();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
