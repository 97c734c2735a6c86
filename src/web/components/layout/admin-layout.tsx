import { Link, Outlet } from 'react-router';
import { Toaster } from '../ui/toaster';
import { Logo } from './logo';

/**
 * The admin wing's frame (ADR 0060): no shop banner, navigation or footer, and nothing here is
 * imported by the storefront. A plain bar says where you are and leads back to the shop.
 */
export default function AdminLayout() {
  return (
    <>
      <a
        href="#contenu"
        className="sr-only z-50 rounded bg-ink px-4 py-3 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Aller au contenu
      </a>
      <header className="border-b border-black/10 bg-white">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4 lg:h-16">
          <Logo />
          <p className="rounded-sm bg-ink px-2 py-0.5 text-[11px] font-bold tracking-wider text-white uppercase">
            Admin
          </p>
          <Link
            to="/"
            className="ml-auto inline-flex min-h-11 items-center text-sm font-semibold whitespace-nowrap text-lagoon-dark underline-offset-4 hover:underline"
          >
            Voir la boutique
          </Link>
        </div>
      </header>
      <main id="contenu" tabIndex={-1} className="min-h-[60vh] outline-none">
        <Outlet />
      </main>
      <Toaster />
    </>
  );
}
