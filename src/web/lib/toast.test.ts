// A toast given an id replaces the one on screen with that id (sonner's rule): the caller's id
// reaches sonner, so nine moves make one toast, not nine.
import { describe, expect, it, vi } from 'vitest';

const toast = Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), info: vi.fn() });
vi.mock('./toast-runtime', () => ({ toast, ViewCartLink: () => null, ToastButton: () => null }));

const { notify } = await import('./toast');

describe('notify', () => {
  it('passes its id to sonner, so a toast with the same id is replaced', async () => {
    notify({ id: 'product-order', title: 'Ordre enregistré' });
    notify({ id: 'product-order', title: 'Erreur', variant: 'destructive' });
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast).toHaveBeenCalledWith(
      'Ordre enregistré',
      expect.objectContaining({ id: 'product-order' }),
    );
    expect(toast.error).toHaveBeenCalledWith(
      'Erreur',
      expect.objectContaining({ id: 'product-order' }),
    );
  });
});
