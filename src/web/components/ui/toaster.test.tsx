// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToasts, notify, TOAST_MS } from '~/lib/toast-store';
import { Toaster } from './toaster';

/** The one toast on screen. */
const toastCard = () => screen.getByRole('listitem');

function renderToaster() {
  const router = createMemoryRouter([
    { path: '/', element: <Toaster /> },
    { path: '/cart', element: <h1>Votre Panier</h1> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  act(dismissToasts);
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Toaster', () => {
  it('shows a toast in a polite live region, with its description and a close button', () => {
    renderToaster();
    act(() =>
      notify({ title: 'Produit ajouté', description: 'Taille M · 1 pièce', variant: 'success' }),
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    const toast = toastCard();
    expect(toast).toHaveTextContent('Produit ajouté');
    expect(toast).toHaveTextContent('Taille M · 1 pièce');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la notification' }));
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('closes by itself after its time, but not while the focus is in it', () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => notify({ title: 'Produit ajouté' }));
    act(() => vi.advanceTimersByTime(TOAST_MS - 100));
    expect(toastCard()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('listitem')).toBeNull();

    act(() => notify({ title: 'Erreur', duration: 1_000 }));
    const close = screen.getByRole('button', { name: 'Fermer la notification' });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(5_000));
    expect(toastCard()).toHaveTextContent('Erreur');
    act(() => close.blur());
    act(() => vi.advanceTimersByTime(900));
    expect(toastCard()).toHaveTextContent('Erreur');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('is held by whichever copy the shopper is in: a dialog shows a second one', () => {
    vi.useFakeTimers();
    renderToaster();
    const dialog = render(<Toaster inDialog />);
    act(() => notify({ title: 'Numéro copié', duration: 1_000 }));
    const inDialog = dialog.container.querySelector('button')!;
    act(() => inDialog.focus());
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // The dialog closes with the focus still in its copy: the toast's clock goes on.
    dialog.unmount();
    act(() => vi.advanceTimersByTime(1_100));
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('is held by a pointer that hovers, not by a finger on a phone (no hover there)', () => {
    vi.useFakeTimers();
    renderToaster();
    for (const hovers of [true, false]) {
      vi.stubGlobal('matchMedia', () => ({ matches: hovers }));
      act(() => notify({ title: 'Stock mis à jour', duration: 1_000 }));
      fireEvent.pointerEnter(toastCard());
      act(() => vi.advanceTimersByTime(1_100));
      if (hovers) {
        expect(toastCard()).toHaveTextContent('Stock mis à jour');
        fireEvent.pointerLeave(toastCard());
        act(() => vi.advanceTimersByTime(1_100));
      }
      expect(screen.queryByRole('listitem')).toBeNull();
    }
  });

  it('closes on Escape, unless a dialog is open (Escape closes the dialog first)', () => {
    renderToaster();
    act(() => notify({ title: 'Produit ajouté' }));
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('aria-modal', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toastCard()).toBeInTheDocument();
    dialog.remove();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it("leads to the cart from 'Voir le panier', and runs a toast's action once", async () => {
    const router = renderToaster();
    act(() => notify({ title: 'Produit ajouté', viewCart: true }));
    fireEvent.click(screen.getByRole('link', { name: 'Voir le panier' }));
    expect(await screen.findByRole('heading', { name: 'Votre Panier' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');

    await act(() => router.navigate('/'));
    const undo = vi.fn();
    act(() => notify({ title: 'Panier vidé', action: { label: 'Annuler', onClick: undo } }));
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
