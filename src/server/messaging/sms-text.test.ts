// Every SMS the shop sends fits in ONE segment of the GSM 7-bit alphabet (160 septets), whatever
// the owner called the shop and however large the order: a character outside the alphabet (ç, ô,
// ’, a no-break space) turns the whole SMS into UCS-2 (70 characters a segment), and each segment
// is paid for. The test names show each template's length in the worst case.
import { describe, expect, it } from 'vitest';
import { PRODUCT_PRICE_MAX } from '../../shared/api/admin-products.ts';
import { SETTINGS_LIMITS } from '../../shared/api/admin-settings.ts';
import { ORDER_UNITS_MAX } from '../../shared/domain/orders.ts';
import { CODE_TTL_MS } from '../auth/one-time-codes.ts';
import { adminAlertSms } from '../auth/admin-alerts.ts';
import { mfaCodeSms } from '../auth/emails.ts';
import { failureAlertTexts } from './failure-alert.ts';
import {
  PAY_BY_PLACEHOLDER,
  editedOrderSms,
  orderEmailSubject,
  orderEmailText,
  orderSms,
  type OrderEvent,
} from './order-messages.ts';
import { FIRST_NAME_MAX, ownerAlertSms, type OwnerAlertKind } from './owner-alerts.ts';
import { gsm7Septets, shopSms, smsSegments, toGsm7 } from './sms-text.ts';

describe('the GSM 7-bit alphabet', () => {
  it('keeps what it has (é è à ù Ç É…), spells the rest with it (ç ô ê î, quotes, dashes, no-break spaces)', () => {
    expect(toGsm7('Reçu à côté – « prêt » l’été 50\u202f000\u00a0FCFA, Ça où ? Œuvre…')).toBe(
      'Recu à coté - " pret " l\'été 50 000 FCFA, Ça où ? OEuvre...',
    );
    expect(toGsm7('Île Ôté Ève Âme ïë ÿ É')).toBe('Ile Oté Eve Ame ie y É');
  });

  it('counts septets: 2 for the extension table (€ [ ] { } ~ ^ | \\), none outside the alphabet', () => {
    expect(gsm7Septets('Prix : 5 €')).toBe(11);
    expect(gsm7Septets('[{}]')).toBe(8);
    expect(gsm7Septets('reçu')).toBeNull();
    expect(gsm7Septets('l’été')).toBeNull();
  });

  it('counts segments: 160 septets in one, 153 each beyond; UCS-2: 70, then 67 each', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments('€'.repeat(81))).toBe(2);
    expect(smsSegments('ç'.repeat(70))).toBe(1);
    expect(smsSegments(`${'a'.repeat(70)}ç`)).toBe(2);
  });
});

describe('a shop SMS', () => {
  it('starts with the shop’s name, leaves out what does not fit, then shortens the name', () => {
    expect(shopSms('Chez Aïcha', 'votre commande est prête.', ' À bientôt !')).toBe(
      'Chez Aicha : votre commande est prete. A bientot !',
    );
    const long = shopSms('N'.repeat(60), 'x'.repeat(90), ' en plus');
    expect(long).toBe(`${'N'.repeat(60)} : ${'x'.repeat(90)}`);
    const euros = shopSms('€'.repeat(60), 'x'.repeat(90));
    expect(smsSegments(euros)).toBe(1);
    expect(euros).toMatch(/^€+\. : x{90}$/);
    expect(shopSms('Maison Lagune Abidjan Plateau', 'x'.repeat(140))).toBe(
      `Maison Lagune. : ${'x'.repeat(140)}`,
    );
  });
});

// The longest values validation lets through.
const NAMES = {
  '60 letters': 'Maison Lagune Abidjan Plateau Cocody Marcory Treichville Bing',
  '60 characters outside GSM-7': 'Ô Côté Ça Brûle — L’Être Fêté Ô Côté Ça Brûle — L’Être Fêté',
  '60 × € (2 septets each)': '€'.repeat(60),
};
const REFERENCE = 'LG-WWWWWW';
const TOTAL = ORDER_UNITS_MAX * PRODUCT_PRICE_MAX + SETTINGS_LIMITS.deliveryFee;
// '0' then 15 digits: the longest Ivorian number the phone rule takes.
const WAVE_NUMBER = '0 7 0 0 0 0 0 0 0 0 0 0 0 0 0 0';
const PUBLIC_URL = 'https://www.boutique-lagune-abidjan.ci';
const placed = {
  reference: REFERENCE,
  total: TOTAL,
  waveNumber: WAVE_NUMBER,
  publicUrl: PUBLIC_URL,
  payBy: '30/11 14:05',
};
const EVENTS: OrderEvent[] = [
  'placed',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'released',
  'restored',
  'refunded',
];
// The owner's alerts carry the customer's first name: FIRST_NAME_MAX characters, each 2 septets.
const FIRST_NAME = '€'.repeat(FIRST_NAME_MAX);
// An order the owner changed (docs/decisions/0234): unpaid, paid and settled, paid with money
// left to pay, paid with money to give back; each amount the largest an order can reach.
const EDITS = {
  unpaid: { paid: false, balanceDue: 0 },
  'paid, settled': { paid: true, balanceDue: 0 },
  'paid, left to pay': { paid: true, balanceDue: TOTAL },
  'paid, to give back': { paid: true, balanceDue: -TOTAL },
};
const edited = (edit: keyof typeof EDITS) => ({
  ...EDITS[edit],
  reference: REFERENCE,
  total: TOTAL,
  publicUrl: PUBLIC_URL,
});
const ALERTS: OwnerAlertKind[] = ['order', 'paid', 'mismatch', 'late', 'twice', 'contact'];
const ownerAlert = (kind: OwnerAlertKind) =>
  kind === 'contact'
    ? { kind, firstName: FIRST_NAME }
    : { kind, orderId: 'o', reference: REFERENCE, total: TOTAL, firstName: FIRST_NAME };

const rows = Object.entries(NAMES).flatMap(([nameCase, name]) => [
  ...EVENTS.map((event) => ({
    template: `order ${event}`,
    nameCase,
    text: orderSms(name, event, REFERENCE, event === 'placed' ? placed : undefined),
  })),
  {
    template: 'order placed, as queued (its deadline still to write)',
    nameCase,
    text: orderSms(name, 'placed', REFERENCE, { ...placed, payBy: PAY_BY_PLACEHOLDER }),
  },
  {
    template: 'order placed, unpaid orders kept (no deadline)',
    nameCase,
    text: orderSms(name, 'placed', REFERENCE, { ...placed, payBy: undefined }),
  },
  ...(Object.keys(EDITS) as (keyof typeof EDITS)[]).map((edit) => ({
    template: `order edited, ${edit}`,
    nameCase,
    text: editedOrderSms(name, edited(edit)),
  })),
  { template: 'sign-in code', nameCase, text: mfaCodeSms(name, '123456', CODE_TTL_MS / 60_000) },
  { template: 'admin alert, passwords', nameCase, text: adminAlertSms(name, 'passwords') },
  { template: 'admin alert, codes', nameCase, text: adminAlertSms(name, 'codes') },
  ...ALERTS.map((kind) => ({
    template: `owner alert ${kind}`,
    nameCase,
    text: ownerAlertSms(name, ownerAlert(kind)),
  })),
  {
    template: 'owner alert, message given up',
    nameCase,
    text: failureAlertTexts(name, 'account:password-changed:x', 'email').sms,
  },
]);

describe('every SMS template, with the longest name, reference, amount and number', () => {
  it.each(rows.map((row) => ({ ...row, septets: gsm7Septets(row.text) })))(
    '$template, $nameCase: $septets septets',
    ({ text, septets }) => {
      expect(septets, text).not.toBeNull();
      expect(septets!, text).toBeLessThanOrEqual(160);
      expect(smsSegments(text)).toBe(1);
    },
  );

  it('keeps what the customer needs to pay: reference, amount, Wave number, deadline', () => {
    for (const name of Object.values(NAMES)) {
      const text = orderSms(name, 'placed', REFERENCE, placed);
      expect(text).toContain(REFERENCE);
      expect(text).toContain('300 500 000 FCFA');
      expect(text).toContain('0700000000000000');
      expect(text).toContain('avant le 30/11 14:05');
    }
    // Shorter words, not a shorter name, for 60 letters.
    expect(orderSms(NAMES['60 letters'], 'placed', REFERENCE, placed)).toMatch(
      new RegExp(`^${NAMES['60 letters']} : payez `),
    );
  });

  it('a restored order and a refund say which, with the reference', () => {
    for (const name of Object.values(NAMES)) {
      expect(orderSms(name, 'restored', REFERENCE)).toMatch(/LG-WWWWWW est rétablie/);
      expect(orderSms(name, 'refunded', REFERENCE)).toMatch(/LG-WWWWWW vous a été remboursé/);
    }
  });

  it('an edited order keeps its reference, its new total and what is left to pay or give back', () => {
    for (const name of Object.values(NAMES)) {
      for (const edit of Object.keys(EDITS) as (keyof typeof EDITS)[]) {
        const text = editedOrderSms(name, edited(edit));
        expect(text).toMatch(/LG-WWWWWW (a été )?modifiée/);
        expect(text).toContain('300 500 000 FCFA');
      }
      expect(editedOrderSms(name, edited('paid, left to pay'))).toMatch(
        /Reste à régler : 300 500 000 FCFA\.$/,
      );
      expect(editedOrderSms(name, edited('paid, to give back'))).toMatch(
        /pour vous rembourser 300 500 000 FCFA\.$/,
      );
    }
  });

  it('with the usual name, an edited order’s SMS has the /suivi link', () => {
    const usual = { reference: REFERENCE, publicUrl: 'https://lagune.ci', paid: true };
    expect(editedOrderSms('LAGUNE', { ...usual, total: 23_500, balanceDue: 3_000 })).toBe(
      'LAGUNE : votre commande LG-WWWWWW a été modifiée. Nouveau total : 23 500 FCFA. Reste à régler : 3 000 FCFA. Suivi : https://lagune.ci/suivi?ref=LG-WWWWWW',
    );
    expect(editedOrderSms('LAGUNE', { ...usual, total: 23_500, balanceDue: 0 })).toBe(
      'LAGUNE : votre commande LG-WWWWWW a été modifiée. Total : 23 500 FCFA, déjà réglé. Suivi : https://lagune.ci/suivi?ref=LG-WWWWWW',
    );
  });

  it('the owner’s alerts keep the reference, the total and the first name', () => {
    for (const name of Object.values(NAMES))
      for (const kind of ALERTS) {
        const text = ownerAlertSms(name, ownerAlert(kind));
        expect(text).toContain(FIRST_NAME);
        if (kind !== 'contact') {
          expect(text).toContain(REFERENCE);
          expect(text).toContain('300 500 000 FCFA');
        }
      }
  });

  it('with the usual name, the admin alerts keep their advice', () => {
    expect(adminAlertSms('LAGUNE', 'passwords')).toBe(
      "LAGUNE : trop de mots de passe incorrects sur votre compte administrateur : connexion en pause 15 minutes. Si ce n'était pas vous, changez votre mot de passe.",
    );
    expect(adminAlertSms('LAGUNE', 'codes')).toMatch(
      /votre mot de passe est connu : changez-le\.$/,
    );
  });

  it('for a usual shop and order, the order placed SMS has the /suivi link too', () => {
    const usual = {
      reference: REFERENCE,
      total: 25_000,
      waveNumber: '+225 07 00 00 00 00',
      publicUrl: 'https://lagune.ci',
      payBy: '30/11 14:05',
    };
    const text = orderSms('LAGUNE', 'placed', REFERENCE, usual);
    expect(text).toBe(
      'LAGUNE : commande LG-WWWWWW : payez 25 000 FCFA avant le 30/11 14:05 par Wave au +2250700000000, motif LG-WWWWWW. Suivi : https://lagune.ci/suivi?ref=LG-WWWWWW',
    );
    expect(smsSegments(text)).toBe(1);
  });
});

describe('the same message by e-mail', () => {
  it('names the shop as its settings say and keeps the whole French text', () => {
    expect(orderEmailSubject('Chez Aïcha', 'paid', REFERENCE)).toBe(
      'Chez Aïcha – Paiement reçu pour la commande LG-WWWWWW',
    );
    const text = orderEmailText('Chez Aïcha', 'placed', REFERENCE, placed);
    expect(text).toMatch(
      /^Chez Aïcha\u202f: commande LG-WWWWWW reçue, 300\u202f500\u202f000\u202fFCFA à payer avant le 30\/11 14:05/,
    );
    expect(text).toContain(`${PUBLIC_URL}/suivi?ref=${REFERENCE}`);
  });
});
