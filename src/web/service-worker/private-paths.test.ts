import { previewUrl } from '@shared/catalogue/preview.ts';
import { describe, expect, it } from 'vitest';
import { isPrivateUrl } from './private-paths';

const at = (path: string) => new URL(path, 'https://lagune.ci');

describe('isPrivateUrl (what the service worker never keeps)', () => {
  it('keeps a product page but never its preview, which is the owner’s alone (ADR 0146)', () => {
    expect(isPrivateUrl(at('/product/t-shirt-signature-creme'))).toBe(false);
    expect(isPrivateUrl(at('/product/t-shirt-signature-creme?ajouter=M'))).toBe(false);
    expect(isPrivateUrl(at(previewUrl('/product/boubou-lagune')))).toBe(true);
  });

  it('never keeps the admin and account pages', () => {
    expect(isPrivateUrl(at('/admin/dashboard'))).toBe(true);
    expect(isPrivateUrl(at('/suivi'))).toBe(true);
    expect(isPrivateUrl(at('/collections/t-shirt'))).toBe(false);
  });

  it('whatever the case or encoding the address was typed in, and their page data (.data)', () => {
    // The server's routes match any case: /SUIVI is the tracking page.
    for (const path of ['/ADMIN/dashboard', '/Suivi', '/suivi.data', '/%73uivi', '/Admin.data'])
      expect([path, isPrivateUrl(at(path))]).toEqual([path, true]);
    expect(isPrivateUrl(at('/Collections/T-shirt.data'))).toBe(false);
  });
});
