// @vitest-environment jsdom
// The toasts' store: what every <Toaster> draws.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, dismissToasts, holdToast, notify, toastsOnScreen } from './toast-store';

const titles = () => toastsOnScreen().map((t) => t.title);

afterEach(dismissToasts);

describe('notify', () => {
  it('replaces a toast on screen with the same id, so nine moves make one toast, not nine', () => {
    notify({ id: 'product-order', title: 'Ordre enregistré' });
    notify({ title: 'Produit ajouté' });
    notify({ id: 'product-order', title: 'Erreur', variant: 'destructive' });
    expect(titles()).toEqual(['Produit ajouté', 'Erreur']);
    expect(toastsOnScreen()[1]).toMatchObject({ id: 'product-order', variant: 'destructive' });
  });

  it('keeps the three newest, so toasts fired together are all seen; an older one makes way', () => {
    for (const title of ['un', 'deux', 'trois', 'quatre']) notify({ title });
    expect(titles()).toEqual(['deux', 'trois', 'quatre']);
  });

  it('closes the toast by its id, and only that one', () => {
    notify({ id: 'a', title: 'A' });
    dismissToast('b');
    expect(titles()).toEqual(['A']);
    dismissToast('a');
    expect(titles()).toEqual([]);
    notify({ title: 'B' });
    dismissToasts();
    expect(titles()).toEqual([]);
  });
});

describe("a toast's clock", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('stops while held, and goes on with the time it had left', () => {
    vi.useFakeTimers();
    notify({ title: 'Produit ajouté', duration: 1_000 });
    const { key } = toastsOnScreen()[0]!;
    vi.advanceTimersByTime(600);
    holdToast(key, true);
    holdToast(key, true); // a second copy, held too
    vi.advanceTimersByTime(5_000);
    holdToast(key, false);
    vi.advanceTimersByTime(5_000);
    expect(titles()).toEqual(['Produit ajouté']);
    holdToast(key, false);
    vi.advanceTimersByTime(350);
    expect(titles()).toEqual(['Produit ajouté']);
    vi.advanceTimersByTime(100);
    expect(titles()).toEqual([]);
  });

  it('stops while the shopper is in another tab', () => {
    vi.useFakeTimers();
    let hidden = false;
    vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    notify({ title: 'Produit ajouté', duration: 1_000 });
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(10_000);
    expect(titles()).toEqual(['Produit ajouté']);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(1_000);
    expect(titles()).toEqual([]);
  });
});
