// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VipForm } from './vip-form';

describe('VipForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('requires every field and the consent through the browser', () => {
    render(<VipForm />);
    expect(screen.getByLabelText('Nom complet')).toBeRequired();
    expect(screen.getByLabelText('E-mail')).toBeRequired();
    expect(screen.getByLabelText('Téléphone')).toBeRequired();
    expect(screen.getByRole('checkbox')).toBeRequired();
  });

  it('does not sign up while the consent is unticked', async () => {
    const user = userEvent.setup();
    render(<VipForm />);
    await user.type(screen.getByLabelText('Nom complet'), 'Awa Koné');
    await user.type(screen.getByLabelText('E-mail'), 'awa@example.ci');
    await user.type(screen.getByLabelText('Téléphone'), '0707070707');
    await user.click(screen.getByRole('button', { name: 'Rejoindre le programme VIP' }));
    expect(screen.queryByText(/Bienvenue dans le club/i)).not.toBeInTheDocument();
  });

  it('shows the thank-you panel with the entered e-mail, without any network call', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    render(<VipForm />);
    await user.type(screen.getByLabelText('Nom complet'), 'Awa Koné');
    await user.type(screen.getByLabelText('E-mail'), 'awa@example.ci');
    await user.type(screen.getByLabelText('Téléphone'), '0707070707');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Rejoindre le programme VIP' }));

    const panel = screen.getByRole('status');
    expect(panel).toHaveTextContent('Bienvenue dans le club');
    expect(panel).toHaveTextContent('awa@example.ci');
    expect(panel).toHaveTextContent('Merci Awa Koné');
    expect(panel).toHaveFocus();
    expect(
      screen.queryByRole('button', { name: 'Rejoindre le programme VIP' }),
    ).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
