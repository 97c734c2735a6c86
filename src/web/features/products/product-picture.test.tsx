// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HydratedMark from '~/lib/hydrated-mark';
import type * as ProductPictureModule from './product-picture';

// The page's live state lives in a module: a fresh copy per test, as a fresh page has.
let mark: typeof HydratedMark;
let PictureWhenLive: typeof ProductPictureModule.PictureWhenLive;
beforeEach(async () => {
  vi.resetModules();
  mark = await import('~/lib/hydrated-mark');
  ({ PictureWhenLive } = await import('./product-picture'));
  vi.useFakeTimers();
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const picture = () => <PictureWhenLive photo={undefined} sizes="50vw" src="/a-front.svg" alt="" />;

describe('a picture asked for once the page is live', () => {
  it('is in the server page for a browser without JavaScript only, then shown once the page is live', async () => {
    const html = renderToString(picture());
    expect(html).toBe('<noscript class="text-ink"><img src="/a-front.svg" alt=""/></noscript>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, picture());
    });
    // The pictures drawn outside <noscript>.
    const shown = () =>
      [...container.querySelectorAll('img')].filter((img) => !img.closest('noscript'));
    expect(shown()).toEqual([]);

    await act(async () => {
      mark.rootHydrated();
      vi.runAllTimers();
    });
    expect(shown().map((img) => img.getAttribute('src'))).toEqual(['/a-front.svg']);
  });
});
