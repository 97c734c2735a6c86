// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';

function Harness({ onOpenChange = () => {} }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main tabIndex={-1}>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Finaliser votre commande</DialogTitle>
            <DialogDescription>Livraison à domicile.</DialogDescription>
          </DialogHeader>
          <DialogBody>
            <label>
              Nom complet
              <input name="fullName" />
            </label>
          </DialogBody>
          <DialogFooter>
            <button type="button">Confirmer</button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </main>
  );
}

async function openDialog(onOpenChange?: (open: boolean) => void) {
  const user = userEvent.setup();
  render(<Harness onOpenChange={onOpenChange} />);
  const opener = screen.getByRole('button', { name: 'Ouvrir' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog') };
}

describe('Dialog', () => {
  afterEach(cleanup);

  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title and described by its description, focused on opening', async () => {
    const { dialog } = await openDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Finaliser votre commande');
    expect(dialog).toHaveAccessibleDescription('Livraison à domicile.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Finaliser votre commande');
    // Focus is inside (on the dialog itself, so a phone keyboard does not pop up at once).
    expect(dialog).toHaveFocus();
    // The page behind does not scroll.
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside: after the last control comes the first, and back', async () => {
    const { user, dialog } = await openDialog();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Nom complet' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirmer' })).toHaveFocus();
    await user.tab();
    const close = screen.getByRole('button', { name: 'Fermer' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Nom complet' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with Escape, once, and gives the focus back to the opener', async () => {
    const onOpenChange = vi.fn();
    const { user, opener } = await openDialog(onOpenChange);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(opener).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes with the ✕ button', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a tap on the backdrop, not on a tap inside nor on a drag that ends outside', async () => {
    const { user, dialog } = await openDialog();
    const field = screen.getByRole('textbox', { name: 'Nom complet' });
    await user.click(field);
    expect(dialog).toBeInTheDocument();
    // A text selection started in the field and released over the backdrop.
    fireEvent.mouseDown(field);
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The backdrop is the <dialog> element itself, outside its panel.
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('falls back to <main> when the opener is gone', async () => {
    function Vanishing() {
      const [open, setOpen] = useState(false);
      return (
        <main tabIndex={-1}>
          {!open && (
            <button type="button" onClick={() => setOpen(true)}>
              Ouvrir
            </button>
          )}
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent>
              <DialogTitle>Paiement par Wave</DialogTitle>
            </DialogContent>
          </Dialog>
        </main>
      );
    }
    const user = userEvent.setup();
    render(<Vanishing />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-describedby');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
