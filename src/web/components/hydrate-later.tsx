import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { awaitPart, partHydrated } from '~/lib/hydrated-mark';

/**
 * A part of the page that hydrates after the rest: a Suspense boundary, whose server markup React
 * leaves as it is in hydration's first pass and hydrates in a later task. The rest of the page goes
 * live sooner: a tap on 'Ajouter au panier' kept before hydration is answered without waiting for
 * the header, the pictures or the cards below (docs/decisions/0248). The page counts as hydrated
 * (`data-hydrated`) once these parts are too. Meanwhile the part shows, its links work, and a tap
 * on it makes React hydrate it first.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  // One object per part; never changes, so the boundary is never updated before it has hydrated.
  const [part] = useState(() => ({}));
  // Before the root's passive effect, which would otherwise mark the page hydrated.
  useLayoutEffect(() => awaitPart(part), [part]);
  return (
    <Suspense>
      {children}
      <PartHydrated part={part} />
    </Suspense>
  );
}

function PartHydrated({ part }: { part: object }) {
  useEffect(() => partHydrated(part), [part]);
  return null;
}
