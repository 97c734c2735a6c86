// @vitest-environment jsdom
import { EARLY_TAP_STORE } from '@shared/pages/inline-scripts.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyTapKey } from '~/lib/cart/early-tap';
import { fetchAnswersToKeptTaps } from './kept-tap-answers';

const loaded = vi.hoisted(() => ({ sheets: 0 }));
vi.mock('./load-product-sheets', () => ({ loadProductSheets: () => void loaded.sheets++ }));

afterEach(() => {
  delete window[EARLY_TAP_STORE];
  loaded.sheets = 0;
});

describe('the code of the answer to a tap kept before hydration', () => {
  it('is not downloaded when the shopper tapped nothing (data costs money)', () => {
    window[EARLY_TAP_STORE] = {};
    fetchAnswersToKeptTaps();
    expect(loaded).toEqual({ sheets: 0 });
  });

  it("nor for 'Ajouter au panier': its toast is in the page's first JavaScript", () => {
    window[EARLY_TAP_STORE] = { [earlyTapKey.buy('t-shirt-signature-creme')]: { taille: 'M' } };
    fetchAnswersToKeptTaps();
    expect(loaded).toEqual({ sheets: 0 });
  });

  it("starts downloading the size picker before hydration for a card's '+'", () => {
    window[EARLY_TAP_STORE] = { [earlyTapKey.plus('pull-lagune-indigo')]: {} };
    fetchAnswersToKeptTaps();
    expect(loaded).toEqual({ sheets: 1 });
  });

  it("and for a size tapped in a card's size picker before the picker's code came", () => {
    window[EARLY_TAP_STORE] = { [earlyTapKey.size('_r_3_')]: { ajouter: '1', taille: 'M' } };
    fetchAnswersToKeptTaps();
    expect(loaded).toEqual({ sheets: 1 });
  });
});
