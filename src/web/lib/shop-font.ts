import { FONT_ATTRIBUTE, FONT_KEY } from '@shared/pages/inline-scripts.ts';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { afterPageLive } from './hydrated-mark';

/** The shop's font, as root.tsx's @font-face names it. */
const FAMILY = "'DM Sans Variable'";

/**
 * The shop's font on a phone's first visit (docs/decisions/0238). That first page is drawn in the
 * phone's own font: the font file would share a slow link with the JavaScript that answers the
 * first tap. Once the page has loaded, the file is fetched quietly and the phone remembers it; the
 * next page (a link followed in the app, or any later visit, where the <head>'s script reads the
 * mark) is drawn with it from its first paint. The type changes with the page, never under the
 * shopper's eyes on the page they are reading. The file is asked for once the page is live, not
 * while a tap made before hydration waits for its answer.
 */
export function useShopFont(): void {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    const html = document.documentElement;
    if (html.hasAttribute(FONT_ATTRIBUTE)) return;
    if (pathname !== firstPath.current) {
      html.setAttribute(FONT_ATTRIBUTE, '');
      fetchFont();
      return;
    }
    afterPageLive(fetchFont);
  }, [pathname]);
}

function fetchFont(): void {
  document.fonts.load(`1em ${FAMILY}`).then(
    (faces) => {
      try {
        if (faces.length > 0) localStorage.setItem(FONT_KEY, '1');
      } catch {
        // Storage refused (private mode): the next visit starts without the font again.
      }
    },
    () => undefined,
  );
}
