// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import StoresRoute from './stores';

describe('/stores', () => {
  afterEach(cleanup);

  it('lists the Plateau, Cocody and Marcory stores with address, phone, e-mail and hours', () => {
    render(<StoresRoute />);
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
      expect(within(store).getByRole('link', { name: /@lagune\.ci$/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^mailto:/),
      );
      expect(within(store).getByText('Dimanche')).toBeInTheDocument();
      expect(within(store).getByRole('img')).toHaveAccessibleName(/Façade de la boutique/);
    }
  });

  it('opens directions in the map app, in a new tab, without fetching anything', () => {
    render(<StoresRoute />);
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
});
