import { ART_VERSION } from './art-version.ts';

/**
 * URL of a picture drawn by the art generator (`relative` inside public/generated/, e.g.
 * `products/<id>-front.svg`). The URL carries the art version, a hash of every generated picture,
 * so the server can let browsers keep it for a year without asking again (immutable): when a
 * drawing changes, the version and so every URL changes (docs/decisions/0091).
 */
export function artUrl(relative: string): string {
  return `/generated/${ART_VERSION}/${relative}`;
}
