import { SHOP } from '@shared/config/shop.ts';

/**
 * The shop's public address, baked into the prerendered pages (canonical URLs, og:url, og:image,
 * JSON-LD) at build time from the PUBLIC_URL environment variable (see vite.config.ts), so links
 * shared on WhatsApp point at the real domain. Falls back to the default in tests.
 */
export const PUBLIC_URL: string = (import.meta.env.PUBLIC_URL ?? SHOP.publicUrl).replace(
  /\/+$/,
  '',
);

export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${PUBLIC_URL}${pathOrUrl}`;
}
