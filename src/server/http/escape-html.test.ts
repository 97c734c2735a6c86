import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('turns every character that could open a tag or close an attribute into an entity', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;',
    );
  });

  it('escapes an ampersand once, so an entity typed by a shopper stays visible as typed', () => {
    expect(escapeHtml('Pull &amp; short')).toBe('Pull &amp;amp; short');
  });

  it('keeps French text as it is', () => {
    expect(escapeHtml('Marinière été — 15.000 FCFA')).toBe('Marinière été — 15.000 FCFA');
  });
});
