// The toasts' store: what every <Toaster> draws.
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, dismissToasts, notify, toastsOnScreen } from './toast';

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

  it('keeps the three newest: an older toast makes way', () => {
    for (const title of ['un', 'deux', 'trois', 'quatre']) notify({ title });
    expect(titles()).toEqual(['deux', 'trois', 'quatre']);
  });

  it('closes one toast, or all of them', () => {
    notify({ id: 'a', title: 'A' });
    notify({ id: 'b', title: 'B' });
    dismissToast('a');
    expect(titles()).toEqual(['B']);
    dismissToasts();
    expect(titles()).toEqual([]);
  });
});
