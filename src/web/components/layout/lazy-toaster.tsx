import { lazy, Suspense, useEffect, useState } from 'react';

// sonner is fetched after hydration: toasts only follow a shopper's action.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

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
