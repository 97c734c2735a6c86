import { describe, expect, it } from 'vitest';
import { adminOrder } from '../test/fixtures';
import { amountToCollect, courierHref, deliveryText, mapHref } from './delivery-slip';

const N = '\u202F';

describe('the delivery slip’s text', () => {
  it('names the order, the customer, the address with its map, the items and the money to collect', () => {
    const text = deliveryText(adminOrder());
    expect(text.split('\n')).toEqual([
      'Livraison LG-7K3P9Q',
      `Client${N}: Awa Koné`,
      `Téléphone${N}: 07 01 02 03 04`,
      `Adresse${N}: Cocody Riviera 3, rue des Jardins`,
      `Plan${N}: https://www.google.com/maps/search/?api=1&query=Cocody%20Riviera%203%2C%20rue%20des%20Jardins`,
      `Articles${N}:`,
      '- 2 × T-shirt Signature Crème, taille M',
      '- 1 × Produit ID: tshirt-retired, taille L',
      `Instructions${N}: Appeler en arrivant au portail bleu`,
      `À encaisser${N}: 21${N}500${N}FCFA`,
    ]);
  });

  it('has nothing to collect once paid, and says what is missing', () => {
    const paid = adminOrder({
      status: 'paid',
      instructions: null,
      customer: { present: false, fullName: null, phone: null, address: null },
    });
    expect(amountToCollect(paid)).toBe(0);
    expect(amountToCollect(adminOrder({ status: 'shipped' }))).toBe(0);
    expect(amountToCollect(adminOrder())).toBe(21_500);
    // What an edit after payment added is collected; a refund is not the courier's (ADR 0199).
    expect(amountToCollect(adminOrder({ status: 'paid', balanceDue: 3_000 }))).toBe(3_000);
    expect(amountToCollect(adminOrder({ status: 'paid', balanceDue: -2_000 }))).toBe(0);
    const text = deliveryText(paid);
    expect(text).toContain(`Client${N}: Information non disponible`);
    expect(text).toContain(`Adresse${N}: Adresse non spécifiée`);
    expect(text).not.toContain('Plan');
    expect(text).not.toContain('Instructions');
    expect(text).toContain(`À encaisser${N}: 0${N}FCFA (déjà payée)`);
  });

  it('opens WhatsApp without a number, the text typed, for the owner to pick the courier', () => {
    expect(courierHref('Livraison LG-7K3P9Q\nÀ encaisser')).toBe(
      'https://wa.me/?text=Livraison%20LG-7K3P9Q%0A%C3%80%20encaisser',
    );
    expect(mapHref('Yopougon & Selmer')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Yopougon%20%26%20Selmer',
    );
  });

  it('a pick-up order names the shop it is collected in instead of an address', () => {
    const text = deliveryText(
      adminOrder({
        deliveryZone: 'pickup',
        customer: { present: true, fullName: 'Awa Koné', phone: '07 01 02 03 04', address: null },
        pickupShop: {
          name: 'LAGUNE Cocody',
          address: 'Boulevard Latrille, Deux-Plateaux, Cocody',
          hours: 'Lundi – Samedi : 9h00 – 20h00\nDimanche : 11h00 – 18h00',
          phone: '+225 27 22 41 18 30',
          mapUrl: 'https://maps.example.ci/cocody',
        },
      }),
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe('Retrait LG-7K3P9Q');
    expect(lines).toContain(
      `Retrait à${N}: LAGUNE Cocody, Boulevard Latrille, Deux-Plateaux, Cocody`,
    );
    expect(text).not.toContain('Adresse');
    expect(text).not.toContain('Plan');
  });
});
