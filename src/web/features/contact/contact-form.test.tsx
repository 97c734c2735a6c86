// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '~/components/ui/toaster';
import { dismissToasts } from '~/lib/toast';
import { ContactForm } from './contact-form';

function renderForm() {
  const user = userEvent.setup();
  render(
    <>
      <ContactForm />
      <Toaster />
    </>,
  );
  return {
    user,
    name: screen.getByLabelText('Nom'),
    email: screen.getByLabelText('E-mail'),
    subject: screen.getByLabelText('Sujet'),
    message: screen.getByLabelText('Message'),
    submit: () => user.click(screen.getByRole('button', { name: /envoyer le message/i })),
  };
}

async function fillValid(f: ReturnType<typeof renderForm>) {
  await f.user.type(f.name, 'Awa Koné');
  await f.user.type(f.email, 'awa@example.ci');
  await f.user.type(f.subject, 'Retour commande');
  await f.user.type(f.message, 'Bonjour, je souhaite échanger ma taille M contre une L.');
}

describe('ContactForm', () => {
  afterEach(() => {
    // The toasts live in a module store, shown by the next Toaster.
    dismissToasts();
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows every French validation message on submit, linked to its field', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const f = renderForm();
    await f.user.type(f.name, 'A');
    await f.user.type(f.email, 'awa-at-example');
    await f.user.type(f.subject, 'Salut');
    await f.user.type(f.message, 'Trop court');
    // Nothing is shown before the first submit.
    expect(
      screen.queryByText('Le nom doit contenir au moins 2 caractères'),
    ).not.toBeInTheDocument();
    await f.user.clear(f.subject);
    await f.user.type(f.subject, 'Sal');
    await f.user.clear(f.message);
    await f.user.type(f.message, 'Court');
    await f.submit();

    expect(screen.getByText('Le nom doit contenir au moins 2 caractères')).toBeInTheDocument();
    expect(screen.getByText('Adresse email invalide')).toBeInTheDocument();
    expect(screen.getByText('Le sujet doit contenir au moins 5 caractères')).toBeInTheDocument();
    expect(screen.getByText('Le message doit contenir au moins 10 caractères')).toBeInTheDocument();
    expect(f.name).toHaveAttribute('aria-invalid', 'true');
    expect(f.name).toHaveAccessibleDescription('Le nom doit contenir au moins 2 caractères');
    expect(f.email).toHaveAccessibleDescription('Adresse email invalide');
    expect(f.name).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('re-validates on change after a submit and clears a fixed error', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const f = renderForm();
    await f.submit();
    expect(screen.getByText('Le nom doit contenir au moins 2 caractères')).toBeInTheDocument();

    await f.user.type(f.name, 'Ko');
    expect(
      screen.queryByText('Le nom doit contenir au moins 2 caractères'),
    ).not.toBeInTheDocument();
    expect(f.name).not.toHaveAttribute('aria-invalid');
    // The other fields are still wrong.
    expect(screen.getByText('Le sujet doit contenir au moins 5 caractères')).toBeInTheDocument();

    await f.user.type(f.email, 'awa@');
    expect(screen.getByText('Adresse email invalide')).toBeInTheDocument();
    await f.user.type(f.email, 'example.ci');
    expect(screen.queryByText('Adresse email invalide')).not.toBeInTheDocument();
  });

  it('posts the message as JSON, confirms with a toast and resets the form', async () => {
    const fetchSpy = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 201 }));
    vi.stubGlobal('fetch', fetchSpy);
    const f = renderForm();
    await fillValid(f);
    await f.user.type(f.name, '  ');
    const phone = screen.getByLabelText('Téléphone WhatsApp (facultatif)');
    await f.user.type(phone, ' 07 01 02 03 04 ');
    await f.submit();

    await screen.findByText('Message envoyé');
    expect(screen.getByText('Nous vous répondrons rapidement.')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Awa Koné',
      email: 'awa@example.ci',
      phone: '07 01 02 03 04',
      subject: 'Retour commande',
      message: 'Bonjour, je souhaite échanger ma taille M contre une L.',
    });
    expect(f.name).toHaveValue('');
    expect(phone).toHaveValue('');
    expect(f.email).toHaveValue('');
    expect(f.subject).toHaveValue('');
    expect(f.message).toHaveValue('');
  });

  it('disables the button while sending', async () => {
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const f = renderForm();
    await fillValid(f);
    await f.submit();
    expect(screen.getByRole('button', { name: /envoi en cours/i })).toBeDisabled();
    answer(new Response('{}', { status: 201 }));
    await screen.findByText('Message envoyé');
    expect(screen.getByRole('button', { name: /envoyer le message/i })).toBeEnabled();
  });

  it('shows the failure message and keeps the text when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const f = renderForm();
    await fillValid(f);
    await f.submit();

    await screen.findByText(
      "Une erreur est survenue lors de l'envoi du message. Veuillez réessayer.",
    );
    expect(screen.getByText('Erreur')).toBeInTheDocument();
    expect(f.message).toHaveValue('Bonjour, je souhaite échanger ma taille M contre une L.');
  });

  it('shows the failure message on a server error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 500 })));
    const f = renderForm();
    await fillValid(f);
    await f.submit();
    await screen.findByText(
      "Une erreur est survenue lors de l'envoi du message. Veuillez réessayer.",
    );
    expect(screen.queryByText('Message envoyé')).not.toBeInTheDocument();
  });

  it('shows the server’s own message when too many messages were sent', async () => {
    const body = {
      error: {
        code: 'rate_limited',
        message:
          'Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer dans quelques minutes.',
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status: 429 })),
    );
    const f = renderForm();
    await fillValid(f);
    await f.submit();
    await screen.findByText(
      'Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer dans quelques minutes.',
    );
    expect(f.message).toHaveValue('Bonjour, je souhaite échanger ma taille M contre une L.');
  });

  it('shows the server’s field errors under the fields', async () => {
    const body = {
      error: {
        code: 'invalid_input',
        message: 'Données invalides',
        fields: { email: 'Adresse email invalide' },
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status: 400 })),
    );
    const f = renderForm();
    await fillValid(f);
    await f.submit();
    await screen.findByText(
      "Une erreur est survenue lors de l'envoi du message. Veuillez réessayer.",
    );
    await waitFor(() => expect(f.email).toHaveAccessibleDescription('Adresse email invalide'));
    expect(f.email).toHaveAttribute('aria-invalid', 'true');
  });
});
