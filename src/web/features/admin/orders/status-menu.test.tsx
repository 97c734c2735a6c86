// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusMenu } from './status-menu';

afterEach(cleanup);

const NAME = /Modifier le statut de la commande LG-7K3P9Q/;

function setup(saving = false) {
  const onChange = vi.fn();
  render(
    <StatusMenu status="pending" saving={saving} onChange={onChange} orderLabel="LG-7K3P9Q" />,
  );
  return { onChange, button: screen.getByRole('button', { name: NAME }) };
}

describe('StatusMenu (order statuses)', () => {
  it("lists every status with the current one checked, and 'Modifier' in the button's name", async () => {
    const { button } = setup();
    expect(button).toHaveTextContent('Modifier');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual([
      'En attente',
      'En traitement',
      'Expédiée',
      'Payée',
      'Livrée',
      'Annulée',
    ]);
    expect(screen.getByRole('menuitemradio', { name: 'En attente' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('menuitemradio', { name: 'En attente' })).toHaveFocus();
  });

  it('the current status does nothing; another one is passed on', async () => {
    const { onChange, button } = setup();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'En attente' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Annulée' }));
    expect(onChange).toHaveBeenCalledWith('cancelled');
    expect(button).toHaveFocus();
  });

  it('moves with the arrows and closes with Escape', async () => {
    const { onChange, button } = setup();
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'En attente' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Expédiée' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitemradio', { name: 'Annulée' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'En attente' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens upwards near the bottom of the screen (off the toasts), downwards otherwise', async () => {
    const { button } = setup();
    const at = (top: number) =>
      vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 100, 44));
    at(window.innerHeight - 60);
    await userEvent.click(button);
    expect(screen.getByRole('menu')).toHaveClass('bottom-full');
    await userEvent.keyboard('{Escape}');
    at(100);
    await userEvent.click(button);
    expect(screen.getByRole('menu')).toHaveClass('top-full');
  });

  it("while saving: 'Mise à jour...' on the chip and the button disabled", () => {
    const { button } = setup(true);
    expect(screen.getByText('Mise à jour...')).toBeInTheDocument();
    expect(screen.queryByText('En attente')).not.toBeInTheDocument();
    expect(button).toBeDisabled();
  });
});
