import { SHOP } from '@shared/config/shop.ts';

/** The default public address (tests, and pages rendered before the root's data is known). */
export const DEFAULT_PUBLIC_URL = SHOP.publicUrl.replace(/\/+$/, '');

/**
 * `path` made absolute on the shop's public address (canonical URLs, og:url, og:image, JSON-LD),
 * which the server gives every page at render time (root loader, ADR 0096), so links shared on
 * WhatsApp point at the real domain.
 */
export function absoluteUrl(pathOrUrl: string, publicUrl: string = DEFAULT_PUBLIC_URL): string {
  return /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : `${publicUrl.replace(/\/+$/, '')}${pathOrUrl}`;
}
