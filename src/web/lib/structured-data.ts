/**
 * schema.org JSON-LD shared by the pages (ADR 0114): breadcrumbs, and the shop as an
 * `Organization` with its `WebSite` on the home page. Types from schema-dts (the schema.org
 * vocabulary), so the typecheck refuses a property the vocabulary does not define.
 */
import type { BreadcrumbList, Graph, Organization, WebSite } from 'schema-dts';
import { whatsappHref, type ShopContact } from '@shared/config/shop-contact.ts';
import { absoluteUrl } from './public-url';

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** A JSON-LD document as the page carries it (meta `script:ld+json`, loader data). */
export type JsonLd = { [key: string]: JsonValue };

/**
 * A document typed with schema-dts, as plain JSON: the vocabulary's deep types are checked where
 * the document is built and need not travel through React Router's loader-data types.
 */
export function asJsonLd(document: Graph): JsonLd {
  return document as unknown as JsonLd;
}

/** One step of a page's breadcrumbs, below 'Accueil'. */
export interface Crumb {
  name: string;
  path: string;
}

/** Accueil › … › the page, with absolute URLs. */
export function breadcrumbList(crumbs: readonly Crumb[], publicUrl: string): BreadcrumbList {
  const all = [{ name: 'Accueil', path: '/' }, ...crumbs];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: all.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, publicUrl),
    })),
  };
}

/** The shop (logo, contact points with WhatsApp) and its website, for the home page. */
export function shopJsonLd(settings: ShopContact, publicUrl: string): JsonLd {
  const home = absoluteUrl('/', publicUrl);
  const organization: Organization = {
    '@type': 'OnlineStore',
    '@id': `${home}#boutique`,
    name: settings.name,
    url: home,
    // A raster picture: Google takes no SVG logo (docs/decisions/0212).
    logo: absoluteUrl('/icons/logo-512.png', publicUrl),
    email: settings.email,
    telephone: settings.phone,
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Abidjan',
      addressCountry: 'CI',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: settings.phone,
        email: settings.email,
        areaServed: 'CI',
        availableLanguage: 'fr',
      },
      {
        '@type': 'ContactPoint',
        contactType: 'WhatsApp',
        telephone: settings.whatsappNumber,
        url: whatsappHref(settings.whatsappNumber),
        availableLanguage: 'fr',
      },
    ],
    sameAs: [whatsappHref(settings.whatsappNumber)],
  };
  const website: WebSite = {
    '@type': 'WebSite',
    '@id': `${home}#site`,
    name: settings.name,
    url: home,
    inLanguage: 'fr-CI',
    publisher: { '@id': `${home}#boutique` },
  };
  return asJsonLd({ '@context': 'https://schema.org', '@graph': [organization, website] });
}
