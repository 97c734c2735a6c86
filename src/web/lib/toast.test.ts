// The toasts' store: what every <Toaster> draws.
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, dismissToasts, notify, toastsOnScreen } from './toast';

const titles = () => toastsOnScreen().map((t) => t.title);

afterEach(dismissToasts);

describe('notify', () => {
  it('shows one toast at a time: the newest replaces the one on screen', () => {
    notify({ id: 'product-order', title: 'Ordre enregistré' });
    notify({ id: 'product-order', title: 'Erreur', variant: 'destructive' });
    expect(toastsOnScreen()).toEqual([
      expect.objectContaining({ id: 'product-order', title: 'Erreur', variant: 'destructive' }),
    ]);
    for (const title of ['un', 'deux', 'trois']) notify({ title });
    expect(titles()).toEqual(['trois']);
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
