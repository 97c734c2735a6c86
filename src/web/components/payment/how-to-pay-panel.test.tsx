// @vitest-environment jsdom
// How to pay an unpaid order again (ADR 0144): the panel /suivi and 'Mes commandes' share.
import type { OrderPayment } from '@shared/api/orders.ts';
import { WAVE_CHECKOUT_PATH } from '@shared/api/payments.ts';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HowToPayPanel } from './how-to-pay-panel';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

const payment: OrderPayment = {
  method: 'wave',
  number: '+225 01 02 03 04 05',
  amount: 19_000,
  reference: 'LG-7K3P9Q',
  whatsapp: '2250102030405',
  checkout: false,
};

describe('HowToPayPanel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the amount, the Wave number with its copy button, the reference and the WhatsApp proof', async () => {
    render(<HowToPayPanel payment={payment} phone="0701020304" />);
    const panel = screen.getByRole('region', { name: 'Comment payer cette commande' });
    expect(within(panel).getByTestId('how-to-pay-amount')).toHaveTextContent(/^19\s000\sFCFA$/);
    expect(within(panel).getByTestId('how-to-pay-number')).toHaveTextContent('+225 01 02 03 04 05');
    expect(within(panel).getByTestId('how-to-pay-reference')).toHaveTextContent('LG-7K3P9Q');
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(panel).getByRole('button', { name: 'Copier le numéro' }));
    expect(writeText).toHaveBeenCalledWith('+225 01 02 03 04 05');
    const whatsapp = within(panel).getByRole('link', { name: 'Envoyer la preuve sur WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/2250102030405');
    expect(href.searchParams.get('text')).toMatch(/19\s000\u202FFCFA pour la commande LG-7K3P9Q/);
    // No Wave Checkout, no payment link: the WhatsApp proof is the main button.
    expect(within(panel).queryByRole('button', { name: 'Payer avec Wave' })).toBeNull();
    expect(within(panel).queryByRole('link', { name: 'Payer avec Wave' })).toBeNull();
    expect(whatsapp.className).toMatch(/bg-lagoon/);
  });

  it('says until when the order can be paid, in Abidjan time, and nothing when the shop keeps unpaid orders', () => {
    render(<HowToPayPanel payment={{ ...payment, payBy: '2026-11-30T14:05:00.000Z' }} />);
    expect(screen.getByTestId('pay-by').textContent).toBe(
      'À payer avant le 30 novembre 2026 à 14:05 (heure d’Abidjan)\u202f: passé ce délai, la commande est annulée.',
    );
    cleanup();
    render(<HowToPayPanel payment={payment} />);
    expect(screen.queryByTestId('pay-by')).toBeNull();
  });

  it('links to the shop’s payment link when it has one and no Wave Checkout', () => {
    const link = 'https://pay.wave.com/m/M_lagune/c/ci/?amount=19000';
    render(<HowToPayPanel payment={{ ...payment, link }} />);
    expect(screen.getByRole('link', { name: 'Payer avec Wave' })).toHaveAttribute('href', link);
  });

  it('with Wave Checkout: opens a session for the reference and the phone, then goes to Wave', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchSpy = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ launchUrl: 'https://pay.wave.com/c/cos-1' }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    render(<HowToPayPanel payment={{ ...payment, checkout: true }} phone="0701020304" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Payer avec Wave' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.wave.com/c/cos-1'));
    // Still busy while the window leaves; usable again when the back button restores the page.
    const pay = screen.getByRole('button', { name: 'Payer avec Wave' });
    expect(pay).toBeDisabled();
    const restored = Object.assign(new Event('pageshow'), { persisted: true });
    act(() => void window.dispatchEvent(restored));
    expect(pay).toBeEnabled();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(WAVE_CHECKOUT_PATH);
    expect(JSON.parse(String(init.body))).toEqual({ reference: 'LG-7K3P9Q', phone: '0701020304' });
  });

  it('sends no phone for a signed-in customer’s order (Mes commandes)', async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    const fetchSpy = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ launchUrl: 'https://pay.wave.com/c/cos-2' }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    render(<HowToPayPanel payment={{ ...payment, checkout: true }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Payer avec Wave' }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1].body))).toEqual({
      reference: 'LG-7K3P9Q',
    });
  });

  it('renders on the server without the Wave Checkout button (it needs the page’s JavaScript)', () => {
    const html = renderToString(<HowToPayPanel payment={{ ...payment, checkout: true }} />);
    expect(html).toContain('LG-7K3P9Q');
    expect(html).toContain('Envoyer la preuve sur WhatsApp');
    expect(html).not.toContain('Payer avec Wave');
  });
});
