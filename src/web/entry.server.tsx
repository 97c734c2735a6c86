import { renderToReadableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { pageJsonLdScript } from './lib/structured-data.server';

// The server sets the request's PageServices under this key (src/server/pages/, ADR 0096).
export { pageServicesContext } from './lib/page-services';

/**
 * Renders a page for the server (src/server/pages/). The whole tree is awaited: the HTML carries
 * all of the page's text for shoppers without JavaScript and for crawlers, and the server keeps it
 * in its page cache, so there is nothing to gain from streaming it.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  let status = responseStatusCode;
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      signal: request.signal,
      // One piece: React would otherwise write a finished part of more than 500 bytes found after
      // the first 12.8 KB out of place, hidden until an inline script moves it, so invisible
      // without JavaScript (the lazily loaded footer is such a part).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  await body.allReady;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // The page's JSON-LD, set by its loader, at the end of <head> (lib/structured-data.server.ts).
  // React's hydration passes over a tag of <head> it did not render.
  const jsonLd = pageJsonLdScript(loadContext);
  if (!jsonLd) return new Response(body, { headers: responseHeaders, status });
  const html = await new Response(body).text();
  const head = html.indexOf('</head>');
  return new Response(html.slice(0, head) + jsonLd + html.slice(head), {
    headers: responseHeaders,
    status,
  });
}
