import { telHref } from '@shared/config/shop-contact.ts';
import { SHOP } from '@shared/config/shop.ts';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { Logo } from './logo';
import { FOOTER_NAV, LEGAL_NAV } from './footer-links';
import { useShopSettings } from '~/lib/shop-settings';

export function SiteFooter() {
  const shopSettings = useShopSettings();
  // Marks the footer once its own chunk has hydrated it (ADR 0077): the browser tests wait for it
  // before tapping its links, as they wait for the page's data-hydrated.
  const marked = useCallback((footer: HTMLElement | null) => {
    footer?.setAttribute('data-hydrated', '');
  }, []);
  return (
    <footer ref={marked} className="mt-20 bg-sand text-ink">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 lg:grid-cols-5">
        <div className="col-span-2">
          <Logo />
          <p className="mt-3 max-w-sm text-sm leading-relaxed text-neutral-700">
            Mode urbaine et colorée, pensée et livrée à {SHOP.city}. Commandez en ligne, payez par
            Wave.
          </p>
          <address className="mt-5 space-y-1 text-sm not-italic">
            <p>
              <a
                href={`mailto:${shopSettings.email}`}
                className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
              >
                {shopSettings.email}
              </a>
            </p>
            <p>
              <a
                href={telHref(shopSettings.phone)}
                className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
              >
                {shopSettings.phone}
              </a>
            </p>
          </address>
        </div>
        {FOOTER_NAV.map((column) => (
          <nav
            key={column.title}
            aria-label={column.title === 'LAGUNE' ? 'La maison' : column.title}
          >
            <h2 className="text-xs font-bold tracking-[0.2em] uppercase">{column.title}</h2>
            <ul className="mt-3">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-11 items-center text-sm underline-offset-4 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-black/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 className="sr-only">Moyens de paiement</h2>
            <ul className="flex flex-wrap gap-2" aria-label="Moyens de paiement acceptés">
              {SHOP.paymentMethods.map((method) => (
                <li
                  key={method}
                  className="rounded border border-black/15 bg-white px-2.5 py-1 text-xs font-semibold"
                >
                  {method}
                </li>
              ))}
            </ul>
          </div>
          <ul className="flex flex-wrap gap-x-5">
            {LEGAL_NAV.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="text-neutral-700">
            © {new Date().getFullYear()} {shopSettings.name}. Tous droits réservés.
          </p>
        </div>
      </div>
    </footer>
  );
}
