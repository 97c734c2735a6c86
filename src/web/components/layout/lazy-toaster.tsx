import { lazy, Suspense, useEffect, useState } from 'react';
import { loadToasts } from '~/lib/toast';

// sonner is fetched after hydration: toasts only follow a shopper's action. One loader with
// notify(): a single dynamic import of the toast code in the first load.
const Toaster = lazy(() => loadToasts().then((m) => ({ default: m.ShopToaster })));

export function LazyToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
