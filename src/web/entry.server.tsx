import { renderToReadableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

// Used only at build time to prerender every public route (ssr: false). We wait for the whole
// tree so the HTML carries all of the page's text for shoppers without JavaScript and for crawlers.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      // One piece: React would otherwise write a finished part of more than 500 bytes found after
      // the first 12.8 KB out of place, hidden until an inline script moves it, so invisible
      // without JavaScript (the lazily hydrated header search and listing bar are such parts).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  await body.allReady;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { headers: responseHeaders, status });
}
