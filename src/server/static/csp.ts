import { createHash } from 'node:crypto';
import { APP_SCRIPTS_MARK, HEAD_SCRIPT } from '../../shared/pages/inline-scripts.ts';

/** Directives shared by every response; HTML pages add the hashes of their inline scripts. */
export function cspDirectives(secure: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Inline style attributes come from React components (e.g. computed widths); styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // The service worker (/sw.js) and the web app manifest (ADR 0122): this site's own only.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(secure ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export function serializeCsp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const MARK = `<template id="${APP_SCRIPTS_MARK}">`;

const sha256 = (body: string) =>
  `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
const HEAD_SCRIPT_HASH = sha256(HEAD_SCRIPT);

/**
 * The server-rendered pages hydrate through inline scripts (router context, module bootstrap).
 * Allowing exactly those by hash keeps 'unsafe-inline' out of script-src: the <head>'s script,
 * known in advance, and the scripts after the last mark the root layout writes before the
 * router's (shared/pages/inline-scripts.ts). A script elsewhere in the page, such as one injected
 * through data into the content, which comes before that mark, gets no hash and does not run.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  if (html.includes(HEAD_SCRIPT)) hashes.add(HEAD_SCRIPT_HASH);
  const mark = html.lastIndexOf(MARK);
  if (mark === -1) return [...hashes];
  for (const [, attributes = '', body = ''] of html.slice(mark).matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.add(sha256(body));
  }
  return [...hashes];
}

export function htmlCsp(html: string, secure: boolean): string {
  const directives = cspDirectives(secure);
  directives['script-src'] = ["'self'", ...inlineScriptHashes(html)];
  return serializeCsp(directives);
}
