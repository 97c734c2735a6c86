// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminOrder } from '../test/fixtures';
import { courierHref, deliveryText, mapHref } from './delivery-slip';
import { OrderCard, PAYMENT_ISSUE_TEXT } from './order-card';

afterEach(cleanup);

function card(order = adminOrder(), saving = false) {
  render(<OrderCard order={order} saving={saving} onStatusChange={vi.fn()} />);
  return screen.getByRole('article', { name: new RegExp(order.reference) });
}

describe('OrderCard', () => {
  it('shows date and time, the reference, the 8-character id and the guest badge', () => {
    const article = card();
    expect(within(article).getByText('23 novembre 2026 à 14:05')).toBeInTheDocument();
    // Named by its reference alone: no 'identifiant #…' read out; the short id stays in sight.
    expect(within(article).getByRole('heading').textContent).toBe('LG-7K3P9Q');
    expect(article).toHaveTextContent('#0b7d2c1e');
    expect(within(article).getByText('Commande invité')).toBeInTheDocument();
    expect(within(article).getByText('En attente')).toBeInTheDocument();
  });

  it('says who took an order for a customer, and what an edit after payment left to settle', () => {
    const article = card(
      adminOrder({
        status: 'paid',
        takenBy: 'Administrateur',
        paymentIssue: 'mismatch',
        balanceDue: 3_000,
      }),
    );
    expect(within(article).getByText('Prise par Administrateur')).toBeInTheDocument();
    expect(within(article).getByRole('note').textContent).toContain('reste à encaisser 3');
    cleanup();
    const refund = card(
      adminOrder({ status: 'paid', paymentIssue: 'mismatch', balanceDue: -2_000 }),
    );
    expect(within(refund).getByRole('note').textContent).toContain('à rembourser 2');
    expect(within(refund).queryByText(/^Prise par/)).not.toBeInTheDocument();
  });

  it('has no guest badge for a registered customer', () => {
    const article = card(adminOrder({ userId: '5a0d6f2e-8c1b-4d3a-9e7f-1b2c3d4e5f60' }));
    expect(within(article).queryByText('Commande invité')).not.toBeInTheDocument();
  });

  it('shows the customer with one-tap call and WhatsApp, and the instructions', () => {
    const article = card();
    expect(within(article).getByText('Awa Koné')).toBeInTheDocument();
    expect(within(article).getByText('Cocody Riviera 3, rue des Jardins')).toBeInTheDocument();
    expect(within(article).getByText('Instructions')).toBeInTheDocument();
    expect(within(article).getByText('Appeler en arrivant au portail bleu')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: /^Appeler/ })).toHaveAttribute(
      'href',
      'tel:+2250701020304',
    );
    expect(within(article).getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/2250701020304\?text=.*LG-7K3P9Q/),
    );
  });

  it('shows the placeholders: amber "Information non disponible", "Adresse non spécifiée"', () => {
    const article = card(
      adminOrder({
        customer: { present: false, fullName: null, phone: null, address: null },
        instructions: null,
      }),
    );
    const missing = within(article).getAllByText('Information non disponible');
    expect(missing).toHaveLength(2);
    for (const el of missing) expect(el).toHaveClass('text-amber-800');
    expect(within(article).getByText('Adresse non spécifiée')).toBeInTheDocument();
    expect(within(article).queryByText('Instructions')).not.toBeInTheDocument();
    expect(within(article).queryByRole('link', { name: /^(Appeler|WhatsApp)/ })).toBeNull();
  });

  it('lists the items (name or id, quantity × size, line total), delivery and total', () => {
    const article = card();
    const items = within(within(article).getByRole('region', { name: 'Articles' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('T-shirt Signature Crème');
    expect(items[0]).toHaveTextContent(/2 × taille M/);
    expect(items[0]).toHaveTextContent(/12\s000 FCFA/);
    expect(items[1]).toHaveTextContent('Produit ID: tshirt-retired');
    expect(items[1]).toHaveTextContent(/1 × taille L/);
    expect(items[1]?.querySelector('img')).toBeNull();
    expect(article).toHaveTextContent(/Livraison \(Abidjan\)\s*1\s500 FCFA/);
    expect(article).toHaveTextContent(/Total\s*21\s500 FCFA/);
  });

  it('says "Offerte" for a free delivery', () => {
    expect(card(adminOrder({ deliveryFee: 0 }))).toHaveTextContent(
      /Livraison \(Abidjan\)\s*Offerte/,
    );
  });

  it('shows an unpaid order’s deadline with "Prolonger de 24 h", and a released order says so', async () => {
    const onExtend = vi.fn();
    render(
      <OrderCard
        order={adminOrder()}
        saving={false}
        onStatusChange={vi.fn()}
        onExtend={onExtend}
      />,
    );
    const article = screen.getByRole('article', { name: /LG-7K3P9Q/ });
    expect(article).toHaveTextContent('À payer avant le 25 novembre 2026 à 14:05');
    within(article)
      .getByRole('button', { name: /^Prolonger de 24 h le délai de paiement de LG-7K3P9Q/ })
      .click();
    expect(onExtend).toHaveBeenCalledTimes(1);
    cleanup();

    const released = card(
      adminOrder({ status: 'cancelled', payBy: null, releasedAt: '2026-11-25T14:06:00.000Z' }),
    );
    expect(released).toHaveTextContent(
      'Non payée dans le délai : annulée le 25 novembre 2026 à 14:06, articles remis en stock.',
    );
    expect(within(released).queryByRole('button', { name: /Prolonger/ })).not.toBeInTheDocument();
    cleanup();
    // Paid: no deadline.
    const paid = card(adminOrder({ status: 'paid', payBy: null }));
    expect(paid).not.toHaveTextContent('À payer avant');
  });

  it('"Paiement reçu" on an unpaid order records the means; a paid-by-hand order says how, when and who', async () => {
    const onPaymentReceived = vi.fn();
    render(
      <OrderCard
        order={adminOrder()}
        saving={false}
        onStatusChange={vi.fn()}
        onPaymentReceived={onPaymentReceived}
      />,
    );
    const article = screen.getByRole('article', { name: /LG-7K3P9Q/ });
    await userEvent.selectOptions(
      within(article).getByRole('combobox', { name: /Moyen de paiement/ }),
      'Orange Money',
    );
    await userEvent.click(
      within(article).getByRole('button', { name: 'Paiement reçu pour LG-7K3P9Q' }),
    );
    expect(onPaymentReceived).toHaveBeenCalledWith('orange_money');
    cleanup();

    const paid = card(
      adminOrder({
        status: 'paid',
        payBy: null,
        paidByHand: { means: 'cash', at: '2026-11-24T09:30:00.000Z', by: 'Administrateur' },
      }),
    );
    expect(paid).toHaveTextContent('Payée en espèces le 24 novembre 2026 à 09:30 (Administrateur)');
    expect(within(paid).queryByRole('button', { name: /Paiement reçu/ })).toBeNull();
  });

  it('"Bon de livraison" shows a printable slip; "Envoyer au livreur" opens WhatsApp with the same text', async () => {
    const order = adminOrder();
    const article = card(order);
    expect(within(article).getByRole('link', { name: /Envoyer au livreur/ })).toHaveAttribute(
      'href',
      courierHref(deliveryText(order)),
    );
    await userEvent.click(within(article).getByRole('button', { name: /Bon de livraison/ }));
    const slip = await screen.findByRole('dialog', { name: 'Bon de livraison LG-7K3P9Q' });
    expect(slip).toHaveTextContent('Awa Koné');
    expect(slip).toHaveTextContent('07 01 02 03 04');
    expect(
      within(slip).getByRole('link', { name: /Cocody Riviera 3, rue des Jardins/ }),
    ).toHaveAttribute('href', mapHref('Cocody Riviera 3, rue des Jardins'));
    const items = within(slip).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('2 × T-shirt Signature Crème — taille M');
    expect(items[1]).toHaveTextContent('1 × Produit ID: tshirt-retired — taille L');
    expect(slip).toHaveTextContent('Appeler en arrivant au portail bleu');
    expect(within(slip).getByText('À encaisser').nextSibling).toHaveTextContent('21 500 FCFA');
    expect(within(slip).getByRole('button', { name: 'Imprimer' })).toBeInTheDocument();
    cleanup();

    const paid = card(adminOrder({ status: 'delivered' }));
    await userEvent.click(within(paid).getByRole('button', { name: /Bon de livraison/ }));
    const paidSlip = await screen.findByRole('dialog', { name: /Bon de livraison/ });
    expect(within(paidSlip).getByText('À encaisser').nextSibling).toHaveTextContent(
      '0 FCFA (déjà payée)',
    );
  });

  it('flags a Wave payment to check, and "Marquer comme réglé" tells the owner’s choice (ADR 0143)', () => {
    const onSettle = vi.fn();
    render(
      <OrderCard
        order={adminOrder({ status: 'paid', payBy: null, paymentIssue: 'twice' })}
        saving={false}
        onStatusChange={vi.fn()}
        onSettlePayment={onSettle}
      />,
    );
    const article = screen.getByRole('article', { name: /LG-7K3P9Q/ });
    expect(within(article).getByRole('note').firstChild).toHaveTextContent(
      PAYMENT_ISSUE_TEXT.twice.replace(/\s/g, ' '),
    );
    within(article)
      .getByRole('button', { name: 'Marquer comme réglé le paiement de LG-7K3P9Q' })
      .click();
    expect(onSettle).toHaveBeenCalledWith('resolve');
    cleanup();
    expect(card(adminOrder({ paymentIssue: null }))).not.toHaveTextContent('Paiement Wave');
  });

  it('a payment after cancellation: restore the order, or refund it by Wave or by hand (ADR 0182)', () => {
    const settle = (order: ReturnType<typeof adminOrder>) => {
      const onSettle = vi.fn();
      render(
        <OrderCard
          order={order}
          saving={false}
          onStatusChange={vi.fn()}
          onSettlePayment={onSettle}
        />,
      );
      const note = within(screen.getByRole('article', { name: /LG-7K3P9Q/ })).getByRole('note');
      return { note, onSettle };
    };
    const late = { status: 'cancelled', payBy: null, paymentIssue: 'late' } as const;
    const byWave = settle(adminOrder({ ...late, refundByWave: true }));
    within(byWave.note).getByRole('button', { name: 'Restaurer la commande LG-7K3P9Q' }).click();
    expect(byWave.onSettle).toHaveBeenLastCalledWith('restore');
    within(byWave.note).getByRole('button', { name: 'Rembourser par Wave LG-7K3P9Q' }).click();
    expect(byWave.onSettle).toHaveBeenLastCalledWith('refund');
    expect(within(byWave.note).queryByRole('button', { name: /Marquer/ })).toBeNull();
    cleanup();
    // A manual transfer: no Wave session to refund.
    const byHand = settle(adminOrder({ ...late, refundByWave: false }));
    expect(within(byHand.note).queryByRole('button', { name: /Rembourser par Wave/ })).toBeNull();
    within(byHand.note).getByRole('button', { name: 'Marquer comme remboursé LG-7K3P9Q' }).click();
    expect(byHand.onSettle).toHaveBeenLastCalledWith('refunded');
    expect(within(byHand.note).getByRole('button', { name: /Restaurer/ })).toBeInTheDocument();
    cleanup();
    // Paid twice, the second time by Wave: that one can go back; nothing to restore.
    const twice = settle(adminOrder({ status: 'paid', paymentIssue: 'twice', refundByWave: true }));
    within(twice.note).getByRole('button', { name: 'Rembourser par Wave LG-7K3P9Q' }).click();
    expect(twice.onSettle).toHaveBeenLastCalledWith('refund');
    expect(within(twice.note).getByRole('button', { name: /Marquer comme réglé/ })).toBeVisible();
    expect(within(twice.note).queryByRole('button', { name: /Restaurer/ })).toBeNull();
  });

  it('says what happened to the money in plain words', () => {
    const said = {
      late: 'Payé après annulation',
      mismatch: 'Montant différent',
      twice: 'Payé deux fois',
    } as const;
    for (const [issue, words] of Object.entries(said)) {
      const note = within(card(adminOrder({ paymentIssue: issue as keyof typeof said }))).getByRole(
        'note',
      );
      expect(within(note).getByRole('heading', { name: words })).toBeInTheDocument();
      cleanup();
    }
  });

  it('a pick-up order says which shop hands it out, with its address, hours and phone, and asks no address', () => {
    const article = card(
      adminOrder({
        deliveryZone: 'pickup',
        deliveryFee: 0,
        customer: { present: true, fullName: 'Awa Koné', phone: '07 01 02 03 04', address: null },
        pickupShop: PICKUP_SHOP,
      }),
    );
    const where = within(article).getByRole('group', { name: 'Retrait à LAGUNE Cocody' });
    expect(where.textContent).toContain('Boulevard Latrille, Deux-Plateaux, Cocody');
    expect(where.textContent).toContain('Dimanche : 11h00 – 18h00');
    expect(within(where).getByRole('link', { name: /27 22 41 18 30/ })).toHaveAttribute(
      'href',
      'tel:+2252722411830',
    );
    // No home address to find: no 'Adresse non spécifiée' in amber nor a courier to send.
    expect(within(article).queryByText('Adresse non spécifiée')).toBeNull();
    expect(within(article).queryByRole('link', { name: /Envoyer au livreur/ })).toBeNull();
  });

  it("a pick-up order's shop sits in the customer's list as a term and its description (axe)", async () => {
    const article = card(
      adminOrder({
        deliveryZone: 'pickup',
        deliveryFee: 0,
        customer: { present: true, fullName: 'Awa Koné', phone: '07 01 02 03 04', address: null },
        pickupShop: PICKUP_SHOP,
      }),
    );
    const { violations } = await axe.run(article, {
      runOnly: ['definition-list', 'dlitem', 'aria-allowed-role'],
    });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
});

const PICKUP_SHOP = {
  name: 'LAGUNE Cocody',
  address: 'Boulevard Latrille, Deux-Plateaux, Cocody',
  hours: 'Lundi – Samedi : 9h00 – 20h00\nDimanche : 11h00 – 18h00',
  phone: '+225 27 22 41 18 30',
  mapUrl: 'https://maps.example.ci/cocody',
};
