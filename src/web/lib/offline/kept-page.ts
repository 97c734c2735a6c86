/**
 * A page the service worker painted from the copy kept at the last visit (ADR 0149): once hydrated,
 * it asks the worker whether the server's copy differs (a price, a picture, a product withdrawn),
 * and if so loads its data again, so what the shopper sees becomes what the server has now.
 */
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { PAGE_CHANGED, type PageChangedAnswer } from '../../service-worker/messages';

/** In the root: asks once per document (the worker keeps the answer for the window it served). */
export function useFreshDataWhenOutdated(): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const worker = navigator.serviceWorker?.controller;
    if (!worker) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<PageChangedAnswer | null>) => {
      channel.port1.close();
      if (event.data?.changed) void revalidate();
    };
    worker.postMessage({ type: PAGE_CHANGED }, [channel.port2]);
    // Once per document (the root stays mounted): the app's own navigations never come from the
    // worker's copies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
