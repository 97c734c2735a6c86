// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '~/lib/toast';
import { PasswordForm } from './password-form';

vi.mock('~/lib/toast', () => ({ notify: vi.fn() }));

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const sent: unknown[] = [];
const fetchSpy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
  if (String(input) !== '/api/auth/password') throw new Error(`appel inattendu : ${input}`);
  const body = JSON.parse(String(init.body)) as { currentPassword?: string };
  sent.push(body);
  return body.currentPassword === 'Ancien#Passe1'
    ? json({ ok: true })
    : json(
        {
          error: {
            code: 'wrong_password',
            message: 'Mot de passe actuel incorrect',
            fields: { currentPassword: 'Mot de passe actuel incorrect' },
          },
        },
        400,
      );
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
  sent.length = 0;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
  vi.mocked(notify).mockClear();
});

async function fill(current: string) {
  if (current) await userEvent.type(screen.getByLabelText('Mot de passe actuel'), current);
  await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), 'Nouveau#Passe2');
  await userEvent.type(screen.getByLabelText('Confirmer le mot de passe'), 'Nouveau#Passe2');
  await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour le mot de passe' }));
}

describe('PasswordForm (the current password first)', () => {
  it('asks the current password before sending anything', async () => {
    render(<PasswordForm />);
    await fill('');
    expect(screen.getByText('Veuillez entrer un mot de passe')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends it with the new password, and shows the server’s refusal under its field', async () => {
    render(<PasswordForm />);
    await fill('Devine#123');
    expect(await screen.findByText('Mot de passe actuel incorrect')).toBeInTheDocument();
    expect(sent[0]).toEqual({ password: 'Nouveau#Passe2', currentPassword: 'Devine#123' });
    await userEvent.clear(screen.getByLabelText('Mot de passe actuel'));
    await userEvent.type(screen.getByLabelText('Mot de passe actuel'), 'Ancien#Passe1');
    await userEvent.click(screen.getByRole('button', { name: 'Mettre à jour le mot de passe' }));
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success' })),
    );
  });
});
