import { artUrl } from '@shared/art/art-url.ts';
import { pageOgImage } from '@shared/art/og-pages.ts';
import { NOT_FOUND_PATH } from '@shared/routes/special-paths.ts';
import { DEFAULT_SHOP_CONTACT } from '@shared/config/shop-contact.ts';
import { absoluteUrl, DEFAULT_PUBLIC_URL } from './public-url';
import { rootDataOf } from './shop-settings';
import { breadcrumbList, type Crumb } from './structured-data';

export interface SeoInput {
  title: string;
  description: string;
  /**
   * Absolute or root-relative image URL, 1200×630 (JPEG: WhatsApp and Facebook ignore SVG); by
   * default the page's own share picture (src/shared/art/og-pages.ts), else the shop's.
   */
  image?: string;
  /** The image's real size when it is not a drawn card of OG_IMAGE_WIDTH × OG_IMAGE_HEIGHT. */
  imageSize?: { width: number; height: number } | undefined;
  /** What the share picture shows, for those who cannot see it (og:image:alt, twitter:image:alt). */
  imageAlt?: string;
  type?: 'website' | 'product';
  /** The page's place below 'Accueil', for its BreadcrumbList (listing and product pages). */
  breadcrumbs?: readonly Crumb[];
}

/** Every share picture the art generator draws is this size: what WhatsApp and Facebook show. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

export const DEFAULT_OG_IMAGE = artUrl('og/lagune.jpg');

const DEFAULT_OG_IMAGE_ALT =
  'Trois vêtements LAGUNE, t-shirt, sweat et complet, aux couleurs de la lagune';

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
  {
    title,
    description,
    image,
    imageSize = { width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT },
    imageAlt = DEFAULT_OG_IMAGE_ALT,
    type = 'website',
    breadcrumbs,
  }: SeoInput,
) {
  const root = rootDataOf(matches);
  const shopName = root?.settings.name ?? DEFAULT_SHOP_CONTACT.name;
  const publicUrl = root?.publicUrl ?? DEFAULT_PUBLIC_URL;
  const fullTitle = title.includes(shopName) ? title : `${title} | ${shopName}`;
  const url = absoluteUrl(canonicalPath(location.pathname), publicUrl);
  // A collection or an info page has its own picture (ADR 0115); others the shop's.
  const picture = image ?? pageOgImage(location.pathname) ?? DEFAULT_OG_IMAGE;
  const imageUrl = absoluteUrl(picture, publicUrl);
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
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(imageSize.width) },
    { property: 'og:image:height', content: String(imageSize.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: imageAlt },
    ...(breadcrumbs
      ? [
          {
            'script:ld+json': {
              '@context': 'https://schema.org',
              ...breadcrumbList(breadcrumbs, publicUrl),
            },
          },
        ]
      : []),
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
  // No canonical URL: the answer is a 404 for the address asked, not a pointer to /not-found.
  return [
    ...seo({ location: { pathname: NOT_FOUND_PATH }, matches }, { title, description }).filter(
      (tag) => !('rel' in tag && tag.rel === 'canonical'),
    ),
    { name: 'robots', content: 'noindex' },
  ];
}
