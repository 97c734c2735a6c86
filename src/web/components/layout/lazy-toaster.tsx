import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSonner } from '~/lib/toast';

// sonner is fetched after hydration: toasts only follow a shopper's action. One loader with
// notify(): a single dynamic import of sonner in the first load.
const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-center" closeButton toastOptions={{ className: 'font-sans' }} />
    </Suspense>
  );
}
