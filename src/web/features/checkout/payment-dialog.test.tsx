// @vitest-environment jsdom
// The payment dialog's main button (ADR 0143): Wave Checkout when the server has it configured,
// else the shop's payment link, else the WhatsApp proof.
import type { CreatedOrder, OrderPayment } from '@shared/api/orders.ts';
import { PAYMENT_TEXT, WAVE_CHECKOUT_PATH } from '@shared/api/payments.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WAVE_UNREACHABLE } from '~/components/payment/pay-with-wave-button';
import { renderWithRouter } from '~/test/render-with-router';
import { PaymentDialog } from './payment-dialog';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

const LAUNCH_URL = 'https://pay.wave.com/c/cos-18qq6q7mg2dt2?a=37000&c=XOF&m=LAGUNE';

function created(payment: Partial<OrderPayment> = {}): CreatedOrder {
  return {
    order: {
      id: '0b7d2c1e-6f4a-4e43-9a51-2f0c9d8e7b61',
      reference: 'LG-7K3P9Q',
      status: 'pending',
      createdAt: '2026-11-23T10:00:00.000Z',
      items: [],
      subtotal: 34_000,
      deliveryZone: 'interior',
      deliveryFee: 3_000,
      discount: 0,
      totalAmount: 37_000,
    },
    payment: {
      method: 'wave',
      number: '+225 01 02 03 04 05',
      amount: 37_000,
      reference: 'LG-7K3P9Q',
      whatsapp: '2250102030405',
      checkout: false,
      ...payment,
    },
  };
}

function json(body: unknown, status: number) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderDialog(payment: Partial<OrderPayment> = {}) {
  const user = userEvent.setup();
  renderWithRouter(
    <PaymentDialog created={created(payment)} phone="07 01 02 03 04" onClose={() => {}} />,
  );
  return { user, dialog: screen.getByRole('dialog', { name: 'Paiement par Wave' }) };
}

describe('payment dialog, Payer avec Wave', () => {
  const assign = vi.fn();
  beforeEach(() => {
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, assign });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('with Wave Checkout: asks the server for a session with the reference and phone, busy meanwhile, then opens Wave', async () => {
    let answer!: (response: Response) => void;
    const fetchSpy = vi.fn(
      (_url: string, _init: RequestInit) => new Promise<Response>((r) => (answer = r)),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const { user, dialog } = renderDialog({ checkout: true });
    const pay = within(dialog).getByRole('button', { name: 'Payer avec Wave' });
    // The owner's WhatsApp proof stays, as the second choice.
    expect(
      within(dialog).getByRole('link', { name: 'Envoyer la preuve sur WhatsApp' }),
    ).toBeVisible();

    await user.click(pay);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(pay).toHaveAttribute('aria-busy', 'true');
    expect(pay).toBeDisabled();
    await user.click(pay);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(WAVE_CHECKOUT_PATH);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      reference: 'LG-7K3P9Q',
      phone: '07 01 02 03 04',
    });

    answer(json({ launchUrl: LAUNCH_URL }, 201));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LAUNCH_URL));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('with Wave Checkout down (503): the server’s French message in the dialog, the transfer instructions still there', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ error: { code: 'wave_unavailable', message: PAYMENT_TEXT.unavailable } }, 503),
      ),
    );
    const { user, dialog } = renderDialog({ checkout: true });
    const pay = within(dialog).getByRole('button', { name: 'Payer avec Wave' });
    await user.click(pay);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(PAYMENT_TEXT.unavailable);
    expect(assign).not.toHaveBeenCalled();
    expect(pay).toBeEnabled();
    expect(pay).toHaveAttribute('aria-busy', 'false');
    expect(within(dialog).getByTestId('payment-number')).toHaveTextContent('+225 01 02 03 04 05');
    expect(within(dialog).getByTestId('payment-reference')).toHaveTextContent('LG-7K3P9Q');
    expect(
      within(dialog).getByRole('link', { name: 'Envoyer la preuve sur WhatsApp' }),
    ).toBeVisible();
  });

  it('says until when the order can be paid before it is cancelled', () => {
    renderDialog({ payBy: '2026-11-30T14:05:00.000Z' });
    expect(within(screen.getByRole('dialog')).getByTestId('pay-by')).toHaveTextContent(
      'À payer avant le 30 novembre 2026 à 14:05 (heure d’Abidjan)',
    );
  });

  it('says the server’s reason when the order no longer waits for a payment (409)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ error: { code: 'not_waiting', message: PAYMENT_TEXT.notWaiting } }, 409),
      ),
    );
    const { user, dialog } = renderDialog({ checkout: true });
    await user.click(within(dialog).getByRole('button', { name: 'Payer avec Wave' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(PAYMENT_TEXT.notWaiting);
    expect(assign).not.toHaveBeenCalled();
  });

  it('with no network: says Wave online payment is unavailable and to pay by transfer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog } = renderDialog({ checkout: true });
    await user.click(within(dialog).getByRole('button', { name: 'Payer avec Wave' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(PAYMENT_TEXT.unavailable);
    expect(assign).not.toHaveBeenCalled();
  });

  it('without Wave Checkout: the shop’s payment link when it has one, else the WhatsApp proof as the main button', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const link = 'https://pay.wave.com/m/M_lagune/c/ci/?amount=37000';
    const withLink = renderDialog({ link }).dialog;
    expect(within(withLink).getByRole('link', { name: 'Payer avec Wave' })).toHaveAttribute(
      'href',
      link,
    );
    expect(within(withLink).queryByRole('button', { name: 'Payer avec Wave' })).toBeNull();
    cleanup();

    const plain = renderDialog().dialog;
    expect(within(plain).queryByRole('link', { name: 'Payer avec Wave' })).toBeNull();
    expect(within(plain).queryByRole('button', { name: 'Payer avec Wave' })).toBeNull();
    const whatsapp = within(plain).getByRole('link', { name: 'Envoyer la preuve sur WhatsApp' });
    expect(whatsapp.className).toMatch(/bg-lagoon/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps the button’s fallback text equal to the shared one (no zod on the pages showing it)', () => {
    expect(WAVE_UNREACHABLE).toBe(PAYMENT_TEXT.unavailable);
  });
});
