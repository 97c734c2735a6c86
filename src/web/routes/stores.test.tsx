// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_CONTENT } from '@shared/content/sample-content.ts';
import type { ShopInfo } from '@shared/content/shop-content.ts';
import type { Route } from './+types/stores';
import StoresRoute from './stores';

function renderStores(shops: ShopInfo[] = SAMPLE_CONTENT.shops) {
  const props = { loaderData: { shops } } as unknown as Route.ComponentProps;
  return render(<StoresRoute {...props} />);
}

describe('/stores', () => {
  afterEach(cleanup);

  it('lists the shops the owner saved with address, phone and hours', () => {
    renderStores();
    const stores = screen.getAllByRole('article');
    expect(stores.map((s) => within(s).getByRole('heading').textContent)).toEqual([
      'LAGUNE Plateau',
      'LAGUNE Cocody',
      'LAGUNE Marcory',
    ]);
    for (const store of stores) {
      expect(within(store).getByText(/Abidjan$/)).toBeInTheDocument();
      expect(within(store).getByRole('link', { name: /^\+225/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^tel:\+225\d{10}$/),
      );
      expect(store.textContent).toContain('Dimanche');
      expect(within(store).getByRole('link', { name: /@lagune\.ci$/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^mailto:/),
      );
      expect(store.textContent).toContain('Retrait des commandes possible');
      expect(within(store).getByRole('img')).toHaveAccessibleName(/Façade de la boutique/);
    }
  });

  it('opens directions in the map app, in a new tab, without fetching anything', () => {
    renderStores();
    const links = screen.getAllByRole('link', { name: /Itinéraire/ });
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=5\.\d+,-[34]\.\d+$/,
      );
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('with no shop, says so plainly and shows no card, no address, no directions', () => {
    const { container } = renderStores([]);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(container.textContent).toContain('pas de boutique pour le moment');
    expect(container.textContent).not.toMatch(/Abidjan|Itinéraire/);
  });

  it('leaves out what the owner left empty: no phone link, no directions', () => {
    const shop = { ...SAMPLE_CONTENT.shops[0]!, phone: '', email: '', mapUrl: '', pickup: false };
    renderStores([shop]);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('article').textContent).not.toContain('Retrait');
  });
});
