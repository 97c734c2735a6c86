// @vitest-environment jsdom
import { EARLY_TAP_STORE } from '@shared/pages/inline-scripts.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyTapKey } from '~/lib/cart/early-tap';
import { fetchAnswersToKeptTaps } from './kept-tap-answers';

const loaded = vi.hoisted(() => ({ toasts: 0, sheets: 0 }));
vi.mock('~/lib/toast', () => ({ loadToasts: () => void loaded.toasts++ }));
vi.mock('./load-product-sheets', () => ({ loadProductSheets: () => void loaded.sheets++ }));

afterEach(() => {
  delete window[EARLY_TAP_STORE];
  loaded.toasts = loaded.sheets = 0;
});

describe('the code of the answer to a tap kept before hydration', () => {
  it('is not downloaded when the shopper tapped nothing (data costs money)', () => {
    window[EARLY_TAP_STORE] = {};
    fetchAnswersToKeptTaps();
    expect(loaded).toEqual({ toasts: 0, sheets: 0 });
  });

  it("starts downloading before hydration: the toast for 'Ajouter au panier'", () => {
    window[EARLY_TAP_STORE] = { [earlyTapKey.buy('t-shirt-signature-creme')]: { taille: 'M' } };
    fetchAnswersToKeptTaps();
    expect(loaded).toEqual({ toasts: 1, sheets: 0 });
  });

  it("and the size picker with the toast for a card's '+'", () => {
    window[EARLY_TAP_STORE] = { [earlyTapKey.plus('pull-lagune-indigo')]: {} };
    fetchAnswersToKeptTaps();
    expect(loaded).toEqual({ toasts: 1, sheets: 1 });
  });
});
