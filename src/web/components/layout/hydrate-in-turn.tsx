import { Suspense, useId, type ReactElement } from 'react';
import { waitForTurn } from '~/lib/hydration-turns';

function Turn({ children }: { children: ReactElement }) {
  waitForTurn(useId());
  return children;
}

/**
 * Hydrates its child after the rest of the page, in its own task (ADR 0093). The child must render
 * exactly one element, never nothing: while it waits, Preact keeps the one prerendered element in
 * its place (a second one would be dropped and drawn again; with none, it would hold the next
 * sibling's). Put conditions outside: `{list.length > 0 && <HydrateInTurn>…</HydrateInTurn>}`.
 */
export function HydrateInTurn({ children }: { children: ReactElement }) {
  return (
    <Suspense>
      <Turn>{children}</Turn>
    </Suspense>
  );
}
