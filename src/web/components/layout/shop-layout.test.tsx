// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@shared/config/shop-settings.ts';
import { openAccountModal } from '~/lib/account-hint';
import { addCartItem, clearCart, resetCartForTests } from '~/lib/cart/cart-store';
import { pageShopSettings, ShopSettingsContext } from '~/lib/shop-settings';
import ShopLayout from './shop-layout';

const Stub = createRoutesStub([
  {
    Component: ShopLayout,
    children: [
      { path: '/', Component: () => <p>Accueil</p> },
      { path: '/collections/pull', Component: () => <p>Page pulls</p> },
    ],
  },
]);

beforeEach(() => {
  localStorage.clear();
  resetCartForTests();
});
afterEach(cleanup);

// The mobile menu is lazy-loaded; its first import can take a while on a busy machine.
describe('ShopLayout', () => {
  it('shows the announcement the owner saved, and no bar without one', () => {
    const settings = pageShopSettings({
      ...DEFAULT_SHOP_SETTINGS,
      announcement: 'Soldes : -20 % sur les pulls jusqu’à dimanche',
    });
    const { unmount } = render(
      <ShopSettingsContext value={settings}>
        <Stub initialEntries={['/']} />
      </ShopSettingsContext>,
    );
    const bar = screen.getByRole('complementary', { name: 'Annonce' });
    expect(bar).toHaveTextContent('Soldes : -20 % sur les pulls jusqu’à dimanche');
    expect(bar).not.toHaveTextContent(/Livraison gratuite/);
    unmount();
    render(<Stub initialEntries={['/']} />);
    expect(screen.queryByRole('complementary', { name: 'Annonce' })).toBeNull();
  });

  it('has the skip link, the banner and every footer link', async () => {
    // The root layout provides the settings from its loader's data.
    render(
      <ShopSettingsContext value={pageShopSettings(DEFAULT_SHOP_SETTINGS)}>
        <Stub initialEntries={['/']} />
      </ShopSettingsContext>,
    );
    expect(screen.getByRole('link', { name: 'Aller au contenu' })).toHaveAttribute(
      'href',
      '#contenu',
    );
    expect(
      screen.getByText(
        "Livraison gratuite en Côte d'Ivoire dès 50.000 CFA d'achat · Retours faciles sous 30 jours",
      ),
    ).toBeInTheDocument();
    // The footer hydrates from its own chunk (shop-layout.tsx).
    const footer = within(await screen.findByRole('contentinfo', {}, { timeout: 10_000 }));
    const hrefs = footer.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const path of [
      '/bestsellers',
      '/sales',
      '/sustainability',
      '/careers',
      '/contact',
      '/shipping',
      '/returns',
      '/terms',
      '/privacy',
      '/stores',
      '/faqs',
      '/about',
      '/vip',
      '/country',
      '/size-guide',
    ]) {
      expect(hrefs).toContain(path);
    }
    // Only what the shop really accepts: Wave (ADR 0164).
    const accepted = footer.getByRole('list', { name: 'Moyens de paiement acceptés' });
    expect(
      within(accepted)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Wave']);
    for (const method of ['Visa', 'MasterCard', 'PayPal', 'Orange Money'])
      expect(footer.queryByText(method)).toBeNull();
  });

  it('keeps the cart badge in step with the cart', () => {
    render(<Stub initialEntries={['/']} />);
    const cart = screen.getByRole('link', { name: 'Panier, vide' });
    act(() => {
      addCartItem({
        productId: 'pull-a',
        name: 'Pull A',
        price: 28000,
        size: 'M',
        image: '/a.svg',
        quantity: 3,
      });
    });
    expect(cart).toHaveAccessibleName('Panier, 3 articles');
    expect(cart).toHaveTextContent('3');
    act(() => clearCart());
    expect(cart).toHaveAccessibleName('Panier, vide');
  });

  it('opens the mobile menu as a modal dialog that closes on Escape and on navigation', async () => {
    render(<Stub initialEntries={['/']} />);
    const opener = screen.getByRole('button', { name: 'Ouvrir le menu' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Fermer le menu' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    const again = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 });
    await userEvent.click(within(again).getAllByRole('link', { name: 'Pulls' })[0]!);
    expect(
      await screen.findByText('Page pulls', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

// The modal's code reads the session (nobody is signed in); its other requests never answer.
describe('the account modal asked for by a toast or the checkout', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url === '/api/auth/session'
          ? Promise.resolve(Response.json({ status: 'anonymous', user: null }))
          : new Promise<Response>(() => {}),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the account modal asked for before the header was live, on the tab asked for', async () => {
    // A 'Connexion requise' toast or the checkout's 'Promotion' hint, tapped while the header
    // (which hydrates after the rest of the page) had no listener yet.
    openAccountModal('promo');
    render(<Stub initialEntries={['/']} />);
    const modal = await screen.findByRole(
      'dialog',
      { name: 'Bienvenue chez LAGUNE' },
      { timeout: 10_000 },
    );
    expect(within(modal).getByRole('tab', { name: 'Promotion' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('opens the account modal once for a request the live header heard', async () => {
    render(<Stub initialEntries={['/']} />);
    act(() => openAccountModal());
    const modal = await screen.findByRole(
      'dialog',
      { name: 'Bienvenue chez LAGUNE' },
      { timeout: 10_000 },
    );
    await userEvent.keyboard('{Escape}');
    expect(modal).not.toBeInTheDocument();
    cleanup();
    // Heard, so not kept: a header that goes live later opens nothing.
    render(<Stub initialEntries={['/']} />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
