import { Outlet } from 'react-router';
import { AnnouncementBar } from './announcement-bar';
import { LazyToaster } from './lazy-toaster';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

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
      <SiteHeader />
      <main id="contenu" tabIndex={-1} className="min-h-[60vh] outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <LazyToaster />
    </>
  );
}
