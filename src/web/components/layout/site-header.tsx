import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useOnDemand } from '~/lib/use-on-demand';
import { Link, NavLink } from 'react-router';
import {
  HeartIcon,
  MenuIcon,
  ShieldCheckIcon,
  ShoppingBagIcon,
  UserIcon,
} from '~/components/ui/icons';
// Importing it reads the session of a browser that was signed in (header dot, hearts, saved cart).
import { loadAccount } from './account-door';
import { CartBadge, useCartLabel } from './cart-badge';
// clsx, not cn: tailwind-merge would add ~9 KB gzip to every page's initial JavaScript.
import { clsx } from 'clsx';
import { OPEN_ACCOUNT_EVENT, takeUnheardAccountRequest } from '~/lib/account-hint';
import { Logo } from './logo';
import { mainNav, useNavCategories } from './nav-links';

// The phone menu and the account modal are only needed once a shopper opens them; they come with
// the account code's small entry chunk (account-entry.ts), one dynamic import for both.
// The admin wing's only door in the shop (docs/decisions/0060): fetched on the first tap.
const loadAdminLogin = () => import('~/features/admin/login/admin-login-entry');
// Hydrated once its own small chunk arrives, after the page: not in the first JavaScript (ADR 0075).
// The server-rendered GET form to /recherche works meanwhile.
const HeaderSearch = lazy(() => import('./header-search'));

const iconLink =
  'relative inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand';

export function SiteHeader() {
  const [sheet, setSheet] = useState<'menu' | 'account' | 'welcome-code'>();
  const close = useCallback(() => setSheet(undefined), []);
  // Asked for by the checkout's promo hint ('Promotion') and the 'Connexion requise' toast, also
  // before this header was live.
  useEffect(() => {
    const show = (tab: unknown) => setSheet(tab === 'promo' ? 'welcome-code' : 'account');
    const open = (event: Event) => {
      event.preventDefault(); // heard
      show((event as CustomEvent).detail);
    };
    addEventListener(OPEN_ACCOUNT_EVENT, open);
    const unheard = takeUnheardAccountRequest();
    if (unheard) show(unheard);
    return () => removeEventListener(OPEN_ACCOUNT_EVENT, open);
  }, []);
  const [adminOpen, setAdminOpen] = useState(false);
  const [account, loadSheets] = useOnDemand(loadAccount);
  const [adminLogin, loadAdmin] = useOnDemand(loadAdminLogin);
  useEffect(() => {
    if (sheet) loadSheets();
  }, [sheet, loadSheets]);
  useEffect(() => {
    if (adminOpen) loadAdmin();
  }, [adminOpen, loadAdmin]);
  const cartLabel = useCartLabel();
  const nav = mainNav(useNavCategories());
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-black/10 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-2 sm:px-4 lg:h-16">
          <button
            type="button"
            className={clsx(iconLink, 'lg:hidden')}
            aria-label="Ouvrir le menu"
            aria-haspopup="dialog"
            aria-expanded={sheet === 'menu'}
            aria-controls="menu-mobile"
            onClick={() => setSheet('menu')}
          >
            <MenuIcon aria-hidden="true" className="size-6" />
          </button>
          <Suspense>
            <HeaderSearch iconClass={iconLink} />
          </Suspense>
          {/* Centred on phones from 400 px; narrower, beside the search button, so that neither
              side touches the icons around it. */}
          <Logo className="min-[400px]:max-lg:absolute min-[400px]:max-lg:left-1/2 min-[400px]:max-lg:-translate-x-1/2" />
          <nav aria-label="Navigation principale" className="ml-8 hidden lg:block">
            <ul className="flex items-center gap-1">
              {nav.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === '/collections'}
                    className={({ isActive }) =>
                      clsx(
                        'inline-flex min-h-11 items-center px-2.5 text-[13px] font-semibold tracking-wider uppercase underline-offset-8 hover:underline',
                        isActive && 'text-lagoon underline',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center lg:order-2 lg:ml-0">
            <button
              type="button"
              className={iconLink}
              aria-label="Mon compte"
              aria-haspopup="dialog"
              onClick={() => setSheet('account')}
            >
              <UserIcon aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              className={clsx(iconLink, 'max-sm:hidden')}
              aria-label="Espace administrateur"
              aria-haspopup="dialog"
              onClick={() => setAdminOpen(true)}
            >
              <ShieldCheckIcon aria-hidden="true" className="size-5" />
            </button>
            <Link to="/favorites" className={iconLink} aria-label="Mes favoris">
              <HeartIcon aria-hidden="true" className="size-5" />
            </Link>
            <Link to="/cart" className={iconLink} aria-label={cartLabel}>
              <ShoppingBagIcon aria-hidden="true" className="size-5" />
              <CartBadge />
            </Link>
          </div>
        </div>
      </header>
      {/* Outside the header: its backdrop-filter would otherwise trap the fixed sheet inside it. */}
      {sheet && account && <account.default sheet={sheet} onClose={close} onAdmin={setAdminOpen} />}
      {adminOpen && adminLogin && <adminLogin.default onOpenChange={setAdminOpen} />}
    </>
  );
}
