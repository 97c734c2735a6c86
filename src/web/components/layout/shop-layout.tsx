import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { HydrateLater } from '../hydrate-later';
import { AnnouncementBar } from './announcement-bar';
import { Toaster } from '../ui/toaster';
import { SiteHeader } from './site-header';

// Links only, below every page: hydrated once its own chunk arrives, so it is not in the pages'
// first JavaScript (its server-rendered HTML is there from the start; its links work as plain links
// until then). Made room in the 120 KB budget for the search and the filters (ADR 0076).
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

export default function ShopLayout() {
  return (
    <>
      <a
        href="#contenu"
        className="sr-only z-50 rounded bg-ink px-4 py-3 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Aller au contenu
      </a>
      <AnnouncementBar />
      {/* Rendered as one <header> (its sheets are closed): hydrated after the page's own content. */}
      <HydrateLater>
        <SiteHeader />
      </HydrateLater>
      <main id="contenu" tabIndex={-1} className="min-h-[60vh] outline-none">
        <Outlet />
      </main>
      {/* One <footer>: its chunk is requested in a turn of its own, not in the page's first pass. */}
      <Suspense>
        <SiteFooter />
      </Suspense>
      <Toaster />
    </>
  );
}
