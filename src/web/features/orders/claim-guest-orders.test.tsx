// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_MESSAGES, ClaimGuestOrders } from './claim-guest-orders';

let calls: { url: string; body: unknown }[];
let confirmAnswer: () => Response;

beforeEach(() => {
  // input-otp (the code field) asks where a point lands, which jsdom cannot tell.
  document.elementFromPoint = () => null;
  calls = [];
  confirmAnswer = () => Response.json({ phone: '•• •• •• 03 04' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, body: JSON.parse(String(init?.body)) });
      if (url === '/api/account/phone')
        return Response.json({
          method: 'sms',
          destination: '•• •• •• 03 04',
          expiresInSeconds: 600,
          resendAfterSeconds: 60,
        });
      if (url === '/api/account/phone/confirm') return confirmAnswer();
      throw new Error('appel inattendu');
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderClaim(confirmedPhone: string | null) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <ClaimGuestOrders confirmedPhone={confirmedPhone} />
    </QueryClientProvider>,
  );
  return { invalidate };
}

describe('ClaimGuestOrders', () => {
  it('sends a code to the typed phone, then confirms it and reloads the orders', async () => {
    const user = userEvent.setup();
    const { invalidate } = renderClaim(null);
    expect(screen.getByRole('heading', { name: CLAIM_MESSAGES.title })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Numéro de téléphone'), '07 01 02 03 04');
    await user.click(screen.getByRole('button', { name: 'Recevoir un code' }));
    expect(await screen.findByText('Code reçu par SMS au •• •• •• 03 04')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Code reçu par SMS/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    await vi.waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders', 'mine'] }),
    );
    expect(calls).toEqual([
      { url: '/api/account/phone', body: { phone: '07 01 02 03 04' } },
      { url: '/api/account/phone/confirm', body: { code: '123456' } },
    ]);
  });

  it('shows the server’s French error on a wrong code and reloads nothing', async () => {
    confirmAnswer = () =>
      Response.json(
        { error: { code: 'invalid_code', message: 'Ce code ne correspond pas, ou il a expiré.' } },
        { status: 400 },
      );
    const user = userEvent.setup();
    const { invalidate } = renderClaim(null);
    await user.type(screen.getByLabelText('Numéro de téléphone'), '07 01 02 03 04');
    await user.click(screen.getByRole('button', { name: 'Recevoir un code' }));
    await screen.findByText(/Code reçu par SMS/);
    await user.type(screen.getByLabelText(/Code reçu par SMS/), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce code ne correspond pas');
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('says which phone the account confirmed once it is done', () => {
    renderClaim('•• •• •• 03 04');
    expect(screen.queryByRole('heading', { name: CLAIM_MESSAGES.title })).toBeNull();
    expect(screen.getByText(CLAIM_MESSAGES.claimed('•• •• •• 03 04'))).toBeInTheDocument();
  });
});
