// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '~/test/render-with-router';
import ConfirmEmailPage from './confirm-email-page';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const EXPIRED = 'Ce lien est invalide ou a expiré.';
const SENT =
  'Si un compte non confirmé existe pour cette adresse, un nouveau lien vient de lui être envoyé.';

let resend: (body: { email: string }) => Response;
const fetchSpy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input);
  if (url === '/api/auth/confirm')
    return json({ error: { code: 'invalid_token', message: EXPIRED } }, 400);
  if (url === '/api/auth/confirm/resend') return resend(JSON.parse(String(init.body)));
  throw new Error(`appel inattendu : ${url}`);
});

function resendCalls() {
  return fetchSpy.mock.calls.filter(([url]) => url === '/api/auth/confirm/resend');
}

async function renderExpiredLink() {
  // A token per test: the page asks once per token.
  renderWithRouter(<ConfirmEmailPage />, { path: `/auth/confirm?token=${crypto.randomUUID()}` });
  expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
  return {
    user: userEvent.setup(),
    email: screen.getByLabelText('E-mail'),
    submit: () => screen.getByRole('button', { name: 'Recevoir un nouveau lien' }),
  };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
  fetchSpy.mockClear();
  resend = () => json({ ok: true, message: SENT });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/auth/confirm: a new link for an expired one', () => {
  it('says what is wrong with the address on its field, focused, and sends nothing', async () => {
    const page = await renderExpiredLink();
    await page.user.type(page.email, 'awa.kone@');
    await page.user.click(page.submit());
    expect(page.email).toHaveAccessibleDescription('Veuillez entrer une adresse email valide');
    expect(page.email).toHaveAttribute('aria-invalid', 'true');
    expect(page.email).toHaveFocus();
    expect(resendCalls()).toEqual([]);
    // Checked again on every change after the first submit.
    await page.user.type(page.email, 'example.ci');
    expect(page.email).not.toHaveAttribute('aria-invalid');
  });

  it('sends the address and shows the server’s answer', async () => {
    const page = await renderExpiredLink();
    await page.user.type(page.email, 'Awa.Kone@example.ci');
    await page.user.click(page.submit());
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(JSON.parse(String(resendCalls()[0]?.[1]?.body))).toEqual({
      email: 'awa.kone@example.ci',
    });
    expect(screen.queryByLabelText('E-mail')).toBeNull();
  });

  it('shows the server’s refusal on the field', async () => {
    const limited = 'Trop de demandes. Réessayez dans quelques minutes.';
    resend = () => json({ error: { code: 'rate_limited', message: limited } }, 429);
    const page = await renderExpiredLink();
    await page.user.type(page.email, 'awa.kone@example.ci');
    await page.user.click(page.submit());
    await waitFor(() => expect(page.email).toHaveAccessibleDescription(limited));
    expect(page.email).toHaveFocus();
    expect(page.email).toHaveValue('awa.kone@example.ci');
  });
});
