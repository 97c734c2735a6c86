import { artUrl } from '@shared/art/art-url.ts';
import { NOT_FOUND_PATH } from '@shared/routes/special-paths.ts';
import { absoluteUrl } from './public-url';
import { shopSettings } from '~/lib/shop-settings';

export interface SeoInput {
  title: string;
  description: string;
  /** Absolute or root-relative image URL (PNG: WhatsApp and Facebook ignore SVG). */
  image?: string;
  type?: 'website' | 'product';
}

export const DEFAULT_OG_IMAGE = artUrl('og/lagune.png');

/**
 * The canonical path of the page rendered at `pathname`: the path itself, without a trailing
 * slash. At build time that is the route-table path the page is prerendered at, so no route module
 * writes its own path (and none can get it wrong).
 */
export function canonicalPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * Title, description, canonical URL and Open Graph/Twitter tags for a route's `meta` export:
 * `export const meta: Route.MetaFunction = ({ location }) => seo(location, { title, description })`.
 */
export function seo(
  location: { pathname: string },
  { title, description, image = DEFAULT_OG_IMAGE, type = 'website' }: SeoInput,
) {
  const fullTitle = title.includes(shopSettings.name) ? title : `${title} | ${shopSettings.name}`;
  const url = absoluteUrl(canonicalPath(location.pathname));
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: shopSettings.name },
    { property: 'og:locale', content: 'fr_CI' },
    { property: 'og:type', content: type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: absoluteUrl(image) },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/**
 * Tags of the not-found page, shared by every route that can end there (an unknown path, product
 * or category): its canonical is the not-found page's, and it is never indexed.
 */
export function notFoundSeo(
  title = 'Page introuvable',
  description = "Cette page n'existe pas sur LAGUNE.",
) {
  return [
    ...seo({ pathname: NOT_FOUND_PATH }, { title, description }),
    { name: 'robots', content: 'noindex' },
  ];
}
