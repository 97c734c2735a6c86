import type { FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes a raw file (`image/*` or `application/octet-stream`), not JSON: the product
     * photo upload (docs/decisions/0139).
     */
    binaryUpload?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isAllowedOrigin(origin: string, request: FastifyRequest, publicOrigin: string): boolean {
  if (origin === publicOrigin) return true;
  try {
    // The very origin the browser addressed (scheme, host and port): covers a shop reached by IP
    // or another port; http://shop is not https://shop (a page over plain http is not trusted).
    // request.protocol follows X-Forwarded-Proto only when TRUST_PROXY is set.
    const url = new URL(origin);
    return url.protocol === `${request.protocol}:` && url.host === request.headers.host;
  } catch {
    return false; // "null" (sandboxed frames, file://) or garbage
  }
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  );
}

function mediaType(contentType: string | undefined): string | undefined {
  return contentType?.split(';')[0]?.trim().toLowerCase();
}

function isJson(contentType: string | undefined): boolean {
  return mediaType(contentType) === 'application/json';
}

/**
 * A file body. Neither type is one a cross-site form can send (only urlencoded, multipart and
 * text/plain are), and a cross-site fetch with them needs a CORS preflight the shop never grants.
 */
function isBinary(contentType: string | undefined): boolean {
  const type = mediaType(contentType);
  return type === 'application/octet-stream' || /^image\/[a-z0-9.+-]+$/.test(type ?? '');
}

/**
 * A browser request sent from another site (or a sandboxed frame): what a page other than the
 * shop's own can make a visitor's browser send. Requests without these headers are not browsers.
 */
export function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  return (
    request.headers['sec-fetch-site'] === 'cross-site' ||
    (origin !== undefined && !isAllowedOrigin(origin, request, new URL(publicUrl).origin))
  );
}

/**
 * CSRF defence for the cookie session (ADR 0006): a state-changing API call must come from our
 * own pages and carry JSON, which a cross-site HTML form cannot send. Callers without an Origin
 * header (curl, server-to-server, app.inject) are not browsers acting for a victim, so they pass.
 */
export function sameOriginGuard(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return async function checkSameOrigin(request: FastifyRequest): Promise<void> {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (
      request.headers['sec-fetch-site'] === 'cross-site' ||
      (origin !== undefined && !isAllowedOrigin(origin, request, publicOrigin))
    ) {
      throw new HttpError(403, 'cross_site_request', MESSAGES.crossSite);
    }
    const contentType = request.headers['content-type'];
    const binaryAllowed = request.routeOptions.config.binaryUpload === true;
    if (hasBody(request) && !isJson(contentType) && !(binaryAllowed && isBinary(contentType))) {
      throw new HttpError(415, 'unsupported_media_type', MESSAGES.jsonRequired);
    }
  };
}
