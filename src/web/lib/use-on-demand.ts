import { useCallback, useState } from 'react';

/**
 * Code fetched the first time the shopper asks for it (a zoom view, the account sheet): `load()` starts
 * the download, and the module is returned once it is here, through plain state.
 *
 * Not `lazy()` in a `<Suspense>`: such a component, mounted by a tap while other parts of the page
 * were still hydrating, sometimes rendered and was never shown (docs/decisions/0177).
 */
export function useOnDemand<T>(fetchModule: () => Promise<T>): [T | undefined, () => void] {
  const [module, setModule] = useState<T>();
  const load = useCallback(() => {
    void fetchModule().then((loaded) => setModule(() => loaded));
  }, [fetchModule]);
  return [module, load];
}
