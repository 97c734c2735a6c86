import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs as ShouldRevalidateArgs,
} from 'react-router';
import dmSansLatin from '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url';
import { ErrorPage } from './components/layout/error-page';
import { APP_SCRIPTS_MARK, HEAD_SCRIPT } from '@shared/pages/inline-scripts.ts';
import { rootHydrated } from './lib/hydrated-mark';
import { useShopFont } from './lib/shop-font';
import { useFreshDataWhenOutdated } from './lib/offline/kept-page';
import { pageServices } from './lib/page-services';
import { storefrontCatalogue } from './lib/catalogue.server';
import { shownCategories } from '@shared/catalogue/categories.ts';
import { pageShopSettings, ShopSettingsContext, type RootData } from './lib/shop-settings';
import type { Route } from './+types/root';
import appCss from './styles/app.css?inline';
import { FONT_WEIGHTS, fontUnicodeRange } from './fonts/font-subset';

// The font file is cut down by the build to these characters and weights (fonts/font-subset.ts).
const fontFaceRule = () =>
  `@font-face{font-family:'DM Sans Variable';font-style:normal;font-display:swap;font-weight:${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};src:url(${dmSansLatin}) format('woff2-variations');unicode-range:${fontUnicodeRange()}}`;

// The whole stylesheet (~9 KB gzip) is written into each page the server renders, so no stylesheet request
// holds the first paint (ADR 0092). The browser bundle does not carry it a second time: there, the
// same text is read back from the page, so hydration finds what the server wrote.
// The <head>'s script and the font face are read back the same way (ADR 0215): the browser bundle
// that every page loads before hydration does not carry their text either.
const APP_CSS_ID = 'lagune-css';
const HEAD_SCRIPT_ID = 'lagune-head-script';
const FONT_FACE_ID = 'lagune-font';
// (A ternary at each place, not a helper: the text given to a helper would stay in the bundle.)
const writtenText = (id: string) => document.getElementById(id)?.textContent ?? '';
const appStyles = import.meta.env.SSR ? appCss : writtenText(APP_CSS_ID);
const headScript = import.meta.env.SSR ? HEAD_SCRIPT : writtenText(HEAD_SCRIPT_ID);
const fontFace = import.meta.env.SSR ? fontFaceRule() : writtenText(FONT_FACE_ID);

// The font is not preloaded: a phone's first page is drawn without it (lib/shop-font.ts).
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Installable on Android (public/manifest.webmanifest, ADR 0122).
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/app-apple-180.png' },
];

/** The shop settings and public address as the server has them at this render (ADR 0096). */
export function loader({ context }: Route.LoaderArgs): RootData {
  const { settings, publicUrl } = pageServices(context);
  // The menus' categories: hers, shown ones, in her order (docs/decisions/0222).
  const categories = shownCategories(storefrontCatalogue(context).categories).map(
    ({ id, name }) => ({ id, name }),
  );
  return { settings: pageShopSettings(settings), publicUrl, categories };
}

/**
 * Settings change rarely: a navigation inside the app does not ask for them again. A page painted
 * from an outdated kept copy (ADR 0149) reloads them with the rest: its URL stays, nothing is sent.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod }: ShouldRevalidateArgs) {
  return !formMethod && currentUrl.href === nextUrl.href;
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  // The page's `data-hydrated` mark, once the parts that hydrate later are live too.
  useEffect(rootHydrated, []);
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0E7C7B" />
        {/* First: the font's mark before the first paint, and a tap on 'Ajouter au panier' before
            the app's scripts run is kept. */}
        <script id={HEAD_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: headScript }} />
        <Meta />
        <Links />
        {/* Last, where React's server render writes them (after the <title>, <meta> and <link> it
            hoists): in any other place the browser's hydration would move them, and moving a
            <style> makes the browser parse the whole stylesheet and restyle the page again. */}
        <style id={FONT_FACE_ID} dangerouslySetInnerHTML={{ __html: fontFace }} />
        <style id={APP_CSS_ID} dangerouslySetInnerHTML={{ __html: appStyles }} />
      </head>
      <body>
        {root ? (
          <ShopSettingsContext value={root.settings}>{children}</ShopSettingsContext>
        ) : (
          children
        )}
        {/* The page's own scripts follow: the CSP allows only those after this mark's last copy. */}
        <template id={APP_SCRIPTS_MARK} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useFreshDataWhenOutdated();
  useShopFont();
  return <Outlet />;
}

export function HydrateFallback() {
  return <p>Chargement...</p>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
