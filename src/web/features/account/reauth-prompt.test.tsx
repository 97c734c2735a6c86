// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REAUTH_TEXT, ReauthPrompt } from './reauth-prompt';

afterEach(cleanup);

function renderPrompt(withAuthenticator: boolean, error?: string) {
  const onSubmit = vi.fn();
  render(
    <ReauthPrompt
      what="Vos codes de récupération seront remplacés."
      submitLabel="Confirmer"
      withAuthenticator={withAuthenticator}
      busy={false}
      error={error}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return onSubmit;
}

describe('ReauthPrompt', () => {
  it('asks for the password or a code in French, on the password field, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = renderPrompt(true);
    await user.type(screen.getByLabelText(REAUTH_TEXT.codeLabel), '12345');
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));

    const password = screen.getByLabelText(REAUTH_TEXT.passwordLabel);
    expect(await screen.findByText(REAUTH_TEXT.required)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the password when there is one, else the authenticator code without spaces', async () => {
    const user = userEvent.setup();
    const onSubmit = renderPrompt(true);
    await user.type(screen.getByLabelText(REAUTH_TEXT.codeLabel), '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ mfa: { method: 'authenticator', code: '123456' } }),
    );

    await user.type(screen.getByLabelText(REAUTH_TEXT.passwordLabel), 'mon mot de passe');
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenLastCalledWith({ currentPassword: 'mon mot de passe' }),
    );
  });

  it('without the authenticator, offers the password alone; the server’s refusal is shown', async () => {
    const user = userEvent.setup();
    const onSubmit = renderPrompt(false, 'Mot de passe incorrect');
    expect(screen.queryByLabelText(REAUTH_TEXT.codeLabel)).not.toBeInTheDocument();
    expect(screen.getByText('Mot de passe incorrect')).toBeInTheDocument();
    await user.type(screen.getByLabelText(REAUTH_TEXT.passwordLabel), 'secret');
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ currentPassword: 'secret' }));
  });
});
