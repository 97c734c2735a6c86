// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HydratedMark from '~/lib/hydrated-mark';
import type * as HydrateLaterModule from './hydrate-later';

// The mark's state lives in its module: a fresh copy per test, as a fresh page has.
let mark: typeof HydratedMark;
let HydrateLater: typeof HydrateLaterModule.HydrateLater;
beforeEach(async () => {
  vi.resetModules();
  mark = await import('~/lib/hydrated-mark');
  ({ HydrateLater } = await import('./hydrate-later'));
  delete document.documentElement.dataset.hydrated;
  performance.clearMarks();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('a part hydrated later', () => {
  it('is live after the rest of the page, which goes live first; the page is marked hydrated once both are', async () => {
    const order: string[] = [];
    function Note({ name }: { name: string }) {
      useEffect(() => void order.push(name), [name]);
      return <p>{name}</p>;
    }
    function Page() {
      useEffect(() => {
        order.push('page');
        mark.rootHydrated();
      }, []);
      return (
        <main>
          <HydrateLater>
            <Note name="header" />
          </HydrateLater>
          <Note name="buy form" />
        </main>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const header = container.querySelector('p')!;

    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    // The buy form and the page went live before the part, which kept the server's element.
    expect(order).toEqual(['buy form', 'page', 'header']);
    expect(container.querySelector('p')).toBe(header);
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(performance.getEntriesByName(mark.HYDRATED_MARK)).toHaveLength(1);
  });
});

describe("the page's hydrated mark", () => {
  it('waits for every part that hydrates later', () => {
    const header = {};
    const gallery = {};
    mark.awaitPart(header);
    mark.awaitPart(gallery);
    mark.rootHydrated();
    mark.partHydrated(header);
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    mark.partHydrated(gallery);
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });

  it('is not held back by a part that left the page before it hydrated', () => {
    const left = mark.awaitPart({});
    mark.rootHydrated();
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    left();
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });
});

describe('work after the page is live', () => {
  it('waits for every part and for the load event, then runs once in a task of its own', async () => {
    vi.useFakeTimers();
    try {
      let loading = true;
      vi.spyOn(document, 'readyState', 'get').mockImplementation(() =>
        loading ? 'interactive' : 'complete',
      );
      const task = vi.fn();
      const header = {};
      mark.awaitPart(header);
      mark.afterPageLive(task);
      mark.rootHydrated();
      vi.runAllTimers();
      expect(task).not.toHaveBeenCalled();

      mark.partHydrated(header);
      vi.runAllTimers();
      expect(task, 'page live, still loading').not.toHaveBeenCalled();

      loading = false;
      dispatchEvent(new Event('load'));
      expect(task, 'not inside the load event itself').not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(task).toHaveBeenCalledTimes(1);

      // Asked for once the page is live and loaded: soon, never at once.
      const later = vi.fn();
      mark.afterPageLive(later);
      expect(later).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(later).toHaveBeenCalledTimes(1);
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });
});
