// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SHOP } from '@shared/config/shop.ts';
import type { Route } from './+types/faqs';
import FaqsRoute from './faqs';
import { renderWithRouter } from '~/test/render-with-router';
import { frenchSpacing } from '@shared/format/typography.ts';
import { SAMPLE_CONTENT } from '@shared/content/sample-content.ts';
import type { FaqEntry } from '@shared/content/shop-content.ts';

function renderFaqs(freeDeliveryFrom = 50_000, faq: FaqEntry[] = SAMPLE_CONTENT.faq) {
  const props = {
    loaderData: { faq, values: { freeDeliveryFrom, waveNumber: '+225 07 00 00 00 01' } },
  } as unknown as Route.ComponentProps;
  return renderWithRouter(<FaqsRoute {...props} />, { path: '/faqs' });
}

describe('/faqs', () => {
  afterEach(cleanup);

  it('groups the questions in the three categories of the spec', () => {
    renderFaqs();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        'Commandes et livraison',
        'Retours et remboursements',
        'Produits et tailles',
      ]),
    );
    for (const title of [
      'Commandes et livraison',
      'Retours et remboursements',
      'Produits et tailles',
    ]) {
      const section = screen.getByRole('region', { name: title });
      expect(section.querySelectorAll('details').length).toBeGreaterThan(0);
    }
  });

  it('is one exclusive accordion: details elements sharing one name, all closed at first', () => {
    const { container } = renderFaqs();
    const items = [...container.querySelectorAll('details')];
    expect(items.length).toBeGreaterThanOrEqual(9);
    expect(new Set(items.map((d) => d.getAttribute('name')))).toEqual(new Set(['faq']));
    expect(items.every((d) => !d.open)).toBe(true);
    expect(items.every((d) => d.querySelector('summary'))).toBe(true);
  });

  it('states the delays and the return window from the shop config', () => {
    const { container } = renderFaqs();
    const text = container.textContent ?? '';
    expect(text).toContain(frenchSpacing('Abidjan : 1-2 jours ouvrables'));
    expect(text).toContain(frenchSpacing('Ailleurs en Côte d’Ivoire : 2-5 jours ouvrables'));
    expect(text).toContain(frenchSpacing('À l’international : 7-14 jours ouvrables'));
    expect(text).toContain('5-10 jours ouvrables');
    expect(text).toContain(`${SHOP.returnWindowDays} jours après la réception`);
    // The first FAQ said 14 days; one window is kept for the banner, FAQ and returns page.
    expect(text).not.toMatch(/(?<!-)\b14 jours/);
    expect(text).toMatch(/dès 50\s000\sFCFA/);
    expect(text).toContain('Wave');
  });

  it('links to the contact page', () => {
    renderFaqs();
    const link = screen.getByRole('link', { name: 'Nous contacter' });
    expect(link).toHaveAttribute('href', '/contact');
  });

  it('shows the owner’s answers as text, never as HTML, with the Wave number of the settings', () => {
    const { container } = renderFaqs(50_000, [
      { category: '', question: 'Test ?', answer: '<b>gras</b>\n\nNuméro : {numero_wave}' },
    ]);
    expect(container.querySelector('details b')).toBeNull();
    expect(container.textContent).toContain('<b>gras</b>');
    expect(container.textContent).toContain('+225 07 00 00 00 01');
    expect(
      within(screen.getByRole('region', { name: 'Questions fréquentes' })).getByText('Test ?'),
    ).toBeInTheDocument();
  });

  it('says plainly when there is no question yet', () => {
    const { container } = renderFaqs(50_000, []);
    expect(container.querySelector('details')).toBeNull();
    expect(container.textContent).toContain('Aucune question pour le moment');
  });

  it('states the free-delivery threshold the shop has saved (the loader’s), not a constant', () => {
    const { container } = renderFaqs(65_000);
    expect(container.textContent).toMatch(/dès 65\s000\sFCFA d’achat/);
    expect(container.textContent).not.toMatch(/50\s000\sFCFA/);
  });
});
