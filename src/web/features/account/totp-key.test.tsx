// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TotpKey } from './totp-key';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URL_OF_KEY = `otpauth://totp/LAGUNE:awa%40example.ci?secret=${SECRET}&issuer=LAGUNE`;

afterEach(cleanup);

describe('TotpKey, the authenticator key on one phone', () => {
  it('copies the key and opens the authenticator app by its otpauth link', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<TotpKey secret={SECRET} otpauthUrl={URL_OF_KEY} />);

    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copier la clé' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByRole('button', { name: 'Clé copiée' })).toBeInTheDocument();

    const open = screen.getByRole('link', { name: 'Ouvrir dans l’application d’authentification' });
    expect(open).toHaveAttribute('href', URL_OF_KEY);
  });
});
