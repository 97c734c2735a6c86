import { SHOP } from '@shared/config/shop.ts';
import { absoluteUrl } from './public-url';

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the page, e.g. `/collections/t-shirt`. */
  path: string;
  /** Absolute or root-relative image URL (PNG: WhatsApp and Facebook ignore SVG). */
  image?: string;
  type?: 'website' | 'product';
}

export const DEFAULT_OG_IMAGE = '/generated/og/lagune.png';

/** Title, description, canonical URL and Open Graph/Twitter tags for a route's `meta` export. */
export function seo({
  title,
  description,
  path,
  image = DEFAULT_OG_IMAGE,
  type = 'website',
}: SeoInput) {
  const fullTitle = title.includes(SHOP.name) ? title : `${title} | ${SHOP.name}`;
  const url = absoluteUrl(path);
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SHOP.name },
    { property: 'og:locale', content: 'fr_CI' },
    { property: 'og:type', content: type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: absoluteUrl(image) },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/** Tags of the not-found page, shared by every route that can end there; never indexed. */
export function notFoundSeo(
  title = 'Page introuvable',
  description = "Cette page n'existe pas sur LAGUNE.",
) {
  return [
    ...seo({ title, description, path: '/not-found' }),
    { name: 'robots', content: 'noindex' },
  ];
}
