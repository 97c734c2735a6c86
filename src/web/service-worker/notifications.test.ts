import { describe, expect, it } from 'vitest';
import { adminPath, alertFrom } from './notifications';

describe('the owner’s alert as the worker shows it', () => {
  it('shows the title and text the server sent, and opens the admin page it names', () => {
    const alert = alertFrom(
      JSON.stringify({
        title: 'LAGUNE – Nouvelle commande LG-ABC123',
        body: 'nouvelle commande LG-ABC123 de Adjoua, 7 500 FCFA.',
        url: '/admin/dashboard?commande=LG-ABC123',
      }),
    );
    expect(alert.title).toBe('LAGUNE – Nouvelle commande LG-ABC123');
    expect(alert.options.body).toBe('nouvelle commande LG-ABC123 de Adjoua, 7 500 FCFA.');
    expect(alert.options.data.url).toBe('/admin/dashboard?commande=LG-ABC123');
  });

  it('never opens a page outside the admin wing, and still says something for an unreadable push', () => {
    for (const url of ['https://evil.example/admin/', '//evil.example/admin/', '/compte', 42])
      expect(adminPath(url)).toBe('/admin/dashboard');
    const unreadable = alertFrom('pas du JSON');
    expect(unreadable.title).toBe('Nouvelle alerte');
    expect(unreadable.options.data.url).toBe('/admin/dashboard');
    expect(alertFrom(undefined).title).toBe('Nouvelle alerte');
  });
});
