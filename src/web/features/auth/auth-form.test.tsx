// @vitest-environment jsdom
import { cleanup, getDefaultNormalizer, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api';
import { signIn, signUp } from '~/lib/auth/auth-api';
import { notify } from '~/lib/toast';
import { renderWithRouter } from '~/test/render-with-router';
import { AuthForm, LEAKED_PASSWORD_STATEMENT } from './auth-form';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));
vi.mock('~/lib/auth/auth-api', () => ({
  signIn: vi.fn(),
  signUp: vi.fn(),
  requestPasswordReset: vi.fn(),
  resendConfirmation: vi.fn(),
}));

const password = () => screen.getByLabelText('Mot de passe', { exact: true });

beforeEach(() => {
  vi.mocked(notify).mockClear();
  vi.mocked(signIn).mockReset();
  vi.mocked(signUp).mockReset();
});
afterEach(cleanup);

describe('AuthForm', () => {
  it('clears both passwords when switching between sign-in and sign-up', async () => {
    renderWithRouter(<AuthForm returnTo="/" />);
    await userEvent.type(password(), 'Secret#123');
    await userEvent.click(screen.getByRole('button', { name: 'Créer un compte' }));
    expect(password()).toHaveValue('');
    await userEvent.type(password(), 'Secret#123');
    await userEvent.type(screen.getByLabelText('Confirmer le mot de passe'), 'Secret#123');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(password()).toHaveValue('');
    expect(screen.queryByLabelText('Confirmer le mot de passe')).not.toBeInTheDocument();
  });

  it('ticks the length live, keeps sign-up disabled until it holds, and says what the server refuses', async () => {
    renderWithRouter(<AuthForm initialMode="sign-up" returnTo="/" />);
    // One policy for sign-up, change and reset (ADR 0104): a length, no character classes.
    const checklist = screen.getByRole('list', { name: 'Critères du mot de passe' });
    expect(checklist).toHaveTextContent('Au moins 8 caractères');
    expect(checklist.querySelectorAll('li')).toHaveLength(1);
    expect(screen.getByText(/trop faciles à deviner ou divulgués/)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: "S'inscrire" });
    const met = () => checklist.querySelectorAll('li[data-ok="true"]').length;
    expect(met()).toBe(0);
    expect(submit).toBeDisabled();
    await userEvent.type(password(), 'mangue');
    expect(met()).toBe(0);
    expect(submit).toBeDisabled();
    await userEvent.type(password(), ' sucrée');
    expect(met()).toBe(1);
    expect(submit).toBeEnabled();
  });

  it('says the password is checked against leaked passwords, and offers two-factor', () => {
    renderWithRouter(<AuthForm returnTo="/orders" />);
    // Its narrow no-break spaces are kept: the default normalizer would make them ordinary ones.
    const exact = getDefaultNormalizer({ collapseWhitespace: false });
    expect(screen.getByText(LEAKED_PASSWORD_STATEMENT, { normalizer: exact })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: "Utiliser l'authentification à deux facteurs" }),
    ).toHaveAttribute('href', '/mfa-verification');
  });

  it('shows the spec’s message for refused credentials', async () => {
    vi.mocked(signIn).mockRejectedValue(
      new ApiError(401, 'invalid_credentials', 'Email ou mot de passe incorrect', {}),
    );
    renderWithRouter(<AuthForm returnTo="/" />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'awa@example.ci');
    await userEvent.type(password(), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(notify).toHaveBeenCalledWith({
      title: 'Erreur',
      description: 'Email ou mot de passe incorrect',
      variant: 'destructive',
    });
  });

  it('says in French to retry when the sign-in line is full (503)', async () => {
    const message =
      'Le service de connexion est très sollicité. Veuillez réessayer dans quelques secondes.';
    vi.mocked(signIn).mockRejectedValue(new ApiError(503, 'sign_in_busy', message, {}));
    renderWithRouter(<AuthForm returnTo="/" />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'awa@example.ci');
    await userEvent.type(password(), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(notify).toHaveBeenCalledWith({
      title: 'Erreur',
      description: message,
      variant: 'destructive',
    });
  });

  it('validates on submit with the spec’s titles, then asks to check the mailbox after sign-up', async () => {
    vi.mocked(signUp).mockResolvedValue({ ok: true });
    renderWithRouter(<AuthForm initialMode="sign-up" returnTo="/" />);
    await userEvent.type(screen.getByLabelText('Nom complet'), 'Awa Koné');
    await userEvent.type(screen.getByLabelText('E-mail'), 'pas-une-adresse');
    await userEvent.type(password(), 'Lagune#2026');
    await userEvent.type(screen.getByLabelText('Confirmer le mot de passe'), 'Lagune#2026');
    await userEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Email invalide', variant: 'destructive' }),
    );
    expect(signUp).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'awa@example.ci');
    await userEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(signUp).toHaveBeenCalledWith({
      email: 'awa@example.ci',
      password: 'Lagune#2026',
      fullName: 'Awa Koné',
    });
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Inscription réussie', variant: 'success' }),
    );
    expect(screen.getByText('Vérifiez votre boîte mail')).toBeInTheDocument();
  });
});
