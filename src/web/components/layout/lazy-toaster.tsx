import { useEffect } from 'react';
import { loadToasts } from '~/lib/toast';
import { useOnDemand } from '~/lib/use-on-demand';

// sonner is fetched after hydration: toasts only follow a shopper's action. One loader with
// notify(): a single dynamic import of the toast code in the first load.
export function LazyToaster() {
  const [runtime, load] = useOnDemand(loadToasts);
  useEffect(load, [load]);
  return runtime ? <runtime.ShopToaster /> : null;
}
