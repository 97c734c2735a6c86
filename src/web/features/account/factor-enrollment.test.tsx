// @vitest-environment jsdom
import { PHONE_MESSAGE } from '@shared/schemas/phone.ts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FactorEnrollment } from './factor-enrollment';

let bodies: unknown[];
let answer: () => Response;

beforeEach(() => {
  bodies = [];
  answer = () =>
    Response.json({
      method: 'sms',
      destination: '•• •• •• 56 78',
      expiresInSeconds: 600,
      resendAfterSeconds: 60,
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== '/api/auth/mfa/sms/enroll') throw new Error(`appel inattendu`);
      bodies.push(JSON.parse(String(init?.body)));
      return answer();
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSms() {
  const onRefused = vi.fn();
  render(
    <FactorEnrollment
      factor="sms"
      proof={{ currentPassword: 'mon mot de passe' }}
      onActivated={() => undefined}
      onCancel={() => undefined}
      onRefused={onRefused}
    />,
  );
  return { onRefused };
}

describe('FactorEnrollment by SMS', () => {
  it('refuses a short number in French, on the field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderSms();
    await user.type(screen.getByLabelText('Téléphone'), '0701');
    await user.click(screen.getByRole('button', { name: 'Recevoir un code par SMS' }));

    expect(await screen.findByText(PHONE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Téléphone')).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('sends an international number in its international spelling, with the proof, then asks for the code', async () => {
    const user = userEvent.setup();
    renderSms();
    await user.type(screen.getByLabelText('Téléphone'), '0033612345678');
    await user.click(screen.getByRole('button', { name: 'Recevoir un code par SMS' }));

    expect(await screen.findByText(/Code envoyé au •• •• •• 56 78/)).toBeInTheDocument();
    expect(bodies).toEqual([{ phone: '+33 6 12 34 56 78', currentPassword: 'mon mot de passe' }]);
    expect(screen.getByLabelText('2. Saisissez le code à 6 chiffres')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renvoyer le code' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of the number on the field', async () => {
    answer = () =>
      Response.json(
        {
          error: {
            code: 'validation_error',
            message: 'Numéro refusé',
            fields: { phone: 'Ce numéro ne reçoit pas de SMS' },
          },
        },
        { status: 400 },
      );
    const user = userEvent.setup();
    renderSms();
    await user.type(screen.getByLabelText('Téléphone'), '07 01 02 03 04');
    await user.click(screen.getByRole('button', { name: 'Recevoir un code par SMS' }));

    expect(await screen.findByText('Ce numéro ne reçoit pas de SMS')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Téléphone')).toHaveFocus());
  });
});
