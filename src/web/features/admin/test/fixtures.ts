import type { AdminOrder, LiveOrderEvent, OrderCounts } from '@shared/api/admin.ts';

export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: '0b7d2c1e-6f4a-4e43-9a51-2f0c9d8e7b61',
    shortId: '0b7d2c1e',
    reference: 'LG-7K3P9Q',
    createdAt: '2026-11-23T14:05:00.000Z',
    updatedAt: '2026-11-23T14:05:00.000Z',
    status: 'pending',
    userId: null,
    customer: {
      present: true,
      fullName: 'Awa Koné',
      phone: '07 01 02 03 04',
      address: 'Cocody Riviera 3, rue des Jardins',
    },
    instructions: 'Appeler en arrivant au portail bleu',
    items: [
      {
        productId: 't-shirt-signature-creme',
        name: 'T-shirt Signature Crème',
        image: '/art/t-shirt-signature-creme-front.svg',
        size: 'M',
        quantity: 2,
        price: 6_000,
        lineTotal: 12_000,
      },
      {
        productId: 'tshirt-retired',
        name: 'Produit ID: tshirt-retired',
        image: '',
        size: 'L',
        quantity: 1,
        price: 8_000,
        lineTotal: 8_000,
      },
    ],
    subtotal: 20_000,
    deliveryZone: 'abidjan',
    deliveryFee: 1_500,
    discount: 0,
    totalAmount: 21_500,
    payBy: '2026-11-25T14:05:00.000Z',
    releasedAt: null,
    paymentIssue: null,
    refundByWave: false,
    balanceDue: 0,
    takenBy: null,
    pickupShop: null,
    paidByHand: null,
    ...overrides,
  };
}

export function liveEvent(overrides: Partial<LiveOrderEvent> = {}): LiveOrderEvent {
  return {
    id: '0b7d2c1e-6f4a-4e43-9a51-2f0c9d8e7b61',
    shortId: '0b7d2c1e',
    reference: 'LG-7K3P9Q',
    status: 'pending',
    guest: true,
    createdAt: '2026-11-23T14:05:00.000Z',
    updatedAt: '2026-11-23T14:05:00.000Z',
    replay: false,
    ...overrides,
  };
}

const zero = { pending: 0, processing: 0, shipped: 0, paid: 0, delivered: 0, cancelled: 0 };

export function orderCounts(overrides: Partial<OrderCounts> = {}): OrderCounts {
  return {
    all: 0,
    registered: 0,
    guest: 0,
    toSettle: 0,
    byStatus: { ...zero },
    guestByStatus: { ...zero },
    ...overrides,
  };
}
