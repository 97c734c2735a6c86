// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '~/test/render-with-router';
import { PromoForm } from './promo-form';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

let answer: () => Response;
const fetchSpy = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());

function renderForm() {
  const user = userEvent.setup();
  renderWithRouter(<PromoForm />, { path: '/' });
  return {
    user,
    email: screen.getByLabelText('E-mail'),
    terms: screen.getByRole('checkbox', { name: /conditions d.utilisation/ }),
    submit: () => user.click(screen.getByRole('button', { name: 'Recevoir mon code' })),
  };
}

beforeEach(() => {
  answer = () => json({ ok: true, message: 'Votre code promo vous a été envoyé par e-mail.' });
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Promotion tab (welcome-code form)', () => {
  it('asks for the e-mail, then the terms, in the spec’s words, and calls nothing until both are there', async () => {
    const f = renderForm();
    await f.submit();
    expect(f.email).toHaveAccessibleDescription('Veuillez entrer votre email');
    expect(f.terms).toHaveAccessibleDescription("Veuillez accepter les conditions d'utilisation");
    expect(f.email).toHaveFocus();

    await f.user.type(f.email, 'awa@example.ci');
    expect(f.email).not.toHaveAccessibleDescription();
    await f.submit();
    expect(f.terms).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says the rule: one code per person, one welcome discount per phone number', () => {
    renderForm();
    expect(screen.getByText(/Un seul code par personne/)).toHaveTextContent(
      'un numéro de téléphone ne profite qu’une fois de la réduction de bienvenue',
    );
  });

  it('sends the e-mail and the accepted terms, then says the code was sent', async () => {
    const f = renderForm();
    await f.user.type(f.email, '  awa@example.ci ');
    await f.user.click(f.terms);
    await f.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre code promo de bienvenue a été envoyé par e-mail à awa@example.ci.',
    );
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/promo');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'awa@example.ci', acceptTerms: true });
  });

  it('shows the server’s field message on the e-mail, and its 429 in French', async () => {
    answer = () =>
      json(
        {
          error: {
            code: 'validation_error',
            message: 'Certains champs sont invalides. Veuillez les corriger.',
            fields: { email: 'Veuillez entrer une adresse email valide' },
          },
        },
        400,
      );
    const f = renderForm();
    await f.user.type(f.email, 'awa@exemple');
    await f.user.click(f.terms);
    await f.submit();
    await waitFor(() =>
      expect(f.email).toHaveAccessibleDescription('Veuillez entrer une adresse email valide'),
    );
    expect(f.email).toHaveFocus();

    answer = () =>
      json(
        {
          error: {
            code: 'rate_limited',
            message: 'Trop de demandes de code promo. Veuillez patienter avant de réessayer.',
          },
        },
        429,
      );
    await f.user.clear(f.email);
    await f.user.type(f.email, 'awa@example.ci');
    await f.submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de demandes de code promo. Veuillez patienter avant de réessayer.',
    );
  });
});

describe('Promotion tab, when the signed-in address arrives late', () => {
  const inRouter = (email?: string) => (
    <MemoryRouter>
      <PromoForm defaultEmail={email} />
    </MemoryRouter>
  );

  it('fills the e-mail field while it is untouched', async () => {
    const view = render(inRouter());
    view.rerender(inRouter('awa@example.ci'));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue('awa@example.ci'));
  });

  it('keeps what the shopper typed, and the ticked terms', async () => {
    const user = userEvent.setup();
    const view = render(inRouter());
    await user.type(screen.getByLabelText('E-mail'), 'autre@example.ci');
    await user.click(screen.getByRole('checkbox', { name: /conditions d.utilisation/ }));
    view.rerender(inRouter('awa@example.ci'));
    // The session's answer has been applied (React ran its effects) before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('E-mail')).toHaveValue('autre@example.ci');
    expect(screen.getByRole('checkbox', { name: /conditions d.utilisation/ })).toBeChecked();
  });
});
