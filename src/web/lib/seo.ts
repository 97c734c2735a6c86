import { artUrl } from '@shared/art/art-url.ts';
import { NOT_FOUND_PATH } from '@shared/routes/special-paths.ts';
import { DEFAULT_SHOP_SETTINGS } from '@shared/config/shop-settings.ts';
import { absoluteUrl, DEFAULT_PUBLIC_URL } from './public-url';
import { rootDataOf } from './shop-settings';

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
 * slash: the path the server renders the page at (a path of the route table), so no route module
 * writes its own path (and none can get it wrong).
 */
export function canonicalPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** What `seo` needs of a meta function's arguments: the page's path and the root's data. */
export interface MetaContext {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

/**
 * Title, description, canonical URL and Open Graph/Twitter tags for a route's `meta` export:
 * `export const meta: Route.MetaFunction = ({ location, matches }) =>
 * seo({ location, matches }, { title, description })`. The shop's name and public address come
 * from the root's data, as the server has them now (ADR 0096).
 */
export function seo(
  { location, matches }: MetaContext,
  { title, description, image = DEFAULT_OG_IMAGE, type = 'website' }: SeoInput,
) {
  const root = rootDataOf(matches);
  const shopName = root?.settings.name ?? DEFAULT_SHOP_SETTINGS.name;
  const publicUrl = root?.publicUrl ?? DEFAULT_PUBLIC_URL;
  const fullTitle = title.includes(shopName) ? title : `${title} | ${shopName}`;
  const url = absoluteUrl(canonicalPath(location.pathname), publicUrl);
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: shopName },
    { property: 'og:locale', content: 'fr_CI' },
    { property: 'og:type', content: type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: absoluteUrl(image, publicUrl) },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/**
 * Tags of the not-found page, shared by every route that can end there (an unknown path, product
 * or category): its canonical is the not-found page's, and it is never indexed.
 */
export function notFoundSeo(
  matches: MetaContext['matches'],
  title = 'Page introuvable',
  description = "Cette page n'existe pas sur LAGUNE.",
) {
  return [
    ...seo({ location: { pathname: NOT_FOUND_PATH }, matches }, { title, description }),
    { name: 'robots', content: 'noindex' },
  ];
}
