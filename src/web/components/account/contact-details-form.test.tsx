// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '~/lib/auth/auth-state';
import { readSavedAddress, SAVED_ADDRESS_MESSAGES } from '~/lib/saved-address';
import { ContactDetailsForm } from './contact-details-form';

function renderForm(user: AuthUser | null = null) {
  render(<ContactDetailsForm user={user} />);
  const field = (label: string) => screen.getByLabelText(label, { exact: false });
  return {
    user: userEvent.setup(),
    name: field('Nom complet'),
    phone: field('Téléphone'),
    email: field('E-mail'),
    address: field('Adresse'),
    save: () => screen.getByRole('button', { name: 'Enregistrer mes coordonnées' }),
  };
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("'Mes coordonnées' (saved contact details)", () => {
  it('names the missing required fields, focuses the first, and saves nothing', async () => {
    const f = renderForm();
    await f.user.type(f.phone, '07 01 02 03 04');
    await f.user.click(f.save());
    expect(screen.getByRole('alert')).toHaveTextContent(SAVED_ADDRESS_MESSAGES.missing);
    expect(f.name).toHaveAttribute('aria-invalid', 'true');
    expect(f.email).toHaveAttribute('aria-invalid', 'true');
    expect(f.phone).not.toHaveAttribute('aria-invalid');
    expect(f.address).not.toHaveAttribute('aria-invalid');
    expect(f.name).toHaveFocus();
    expect(readSavedAddress()).toBeUndefined();
    // Typing puts the message away; each field is checked again as it changes.
    await f.user.type(f.name, 'Awa Koné');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(f.name).not.toHaveAttribute('aria-invalid');
    expect(f.email).toHaveAttribute('aria-invalid', 'true');
  });

  it('starts from the account and saves the trimmed details in this browser', async () => {
    const f = renderForm({ fullName: 'Awa Koné', email: 'awa@example.ci' } as AuthUser);
    expect(f.name).toHaveValue('Awa Koné');
    await f.user.type(f.phone, ' 07 01 02 03 04 ');
    await f.user.type(f.address, 'Cocody, rue des Jardins');
    await f.user.click(f.save());
    expect(screen.getByRole('alert')).toHaveTextContent(SAVED_ADDRESS_MESSAGES.saved);
    expect(readSavedAddress()).toEqual({
      fullName: 'Awa Koné',
      phone: '07 01 02 03 04',
      email: 'awa@example.ci',
      address: 'Cocody, rue des Jardins',
      city: '',
      postalCode: '',
    });
  });
});
