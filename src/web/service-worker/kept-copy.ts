/**
 * What the worker keeps of a page (ADR 0152): the server's HTML, less the `<link rel=modulepreload>`
 * hints of every script but the framework's.
 *
 * On a first visit the hints let a slow network fetch the scripts side by side. A kept copy paints
 * from the cache, and so do its scripts: hinted, all of them answered at once, and the page's main
 * thread took in eleven answers (4–13 ms each with the CPU slowed 4×) before it went on parsing
 * past `<body>`, so before its first paint. Without the hints the scripts are asked for when the
 * page's module script is parsed, after its content. The framework's hint stays: it is the one
 * large file, compiled off the main thread, and asking for it early keeps hydration close.
 */
import type { WorkboxPlugin } from 'workbox-core';

/** The chunk group that holds React, React DOM and React Router (vite.config.ts). */
export const FRAMEWORK_CHUNK = 'framework';

const MODULE_PRELOAD = /<link\s+rel="modulepreload"[^>]*>/g;
const FRAMEWORK_FILE = new RegExp(`href="/assets/${FRAMEWORK_CHUNK}-[^"/]+\\.js"`);

/** `html` without its module preload hints, the framework's kept. */
export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, (link) => (FRAMEWORK_FILE.test(link) ? link : ''));
}

/** Stores a page's HTML without its module preload hints; anything else as it came. */
export const keptWithoutModulePreloads: WorkboxPlugin = {
  async cacheWillUpdate({ response }) {
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
    // The text below is the decoded body: its former length and encoding no longer describe it.
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(withoutModulePreloads(await response.text()), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};
