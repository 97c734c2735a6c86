import { OrderTotals } from '~/components/order/order-totals';
import { INFO_UNAVAILABLE, type AdminOrder } from '@shared/api/admin.ts';
import type { OrderStatus } from '@shared/domain/orders.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { formatPrice } from '@shared/format/money.ts';
import { EDITABLE_STATUSES } from '@shared/api/admin-order-entry.ts';
import { EditOrderForm } from './edit-order-form';
import { PAYMENT_MEANS, PAYMENT_MEANS_LABELS, type PaymentMeans } from '@shared/domain/payments.ts';
import { useId, useState, type ReactNode } from 'react';
import { fieldClass } from '~/components/ui/field-class';
import { Button } from '~/components/ui/button';
import { icon } from '~/components/ui/icons';
import type { SettleAction } from '../api/settle-payment';
import { telHref, whatsappHref } from './phone-links';
import { StatusMenu } from './status-menu';
import { ADDRESS_UNSPECIFIED, courierHref, deliveryText } from './delivery-slip';
import { DeliverySlipDialog } from './delivery-slip-dialog';
import { PickupShopDetails } from '~/components/order/pickup-shop';

const PhoneIcon = icon([
  'M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384',
]);
const MessageIcon = icon([
  'M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719',
]);

export { ADDRESS_UNSPECIFIED };
export const GUEST_BADGE = 'Commande invité';

/** A missing name or phone shows in amber. */
function Unavailable() {
  return (
    <span className="inline-block rounded bg-amber-50 px-1.5 font-semibold text-amber-800">
      {INFO_UNAVAILABLE}
    </span>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_1fr] gap-x-3 gap-y-1 py-1.5 sm:grid-cols-[8rem_1fr]">
      <dt className="text-neutral-700">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

const contactLink =
  'inline-flex min-h-11 items-center gap-1.5 rounded-md border px-3 text-sm font-semibold';

/**
 * One order as the admin lists it: date and time, reference and 8-character id, 'Commande invité',
 * the status with its 'Modifier' menu, the customer (with one-tap call and WhatsApp), the items,
 * the delivery and the total.
 */
export function OrderCard({
  order,
  saving,
  onStatusChange,
  extending = false,
  onExtend,
  settling = false,
  onSettlePayment,
  receiving = false,
  onPaymentReceived,
  canEdit = false,
}: {
  order: AdminOrder;
  saving: boolean;
  onStatusChange: (status: OrderStatus) => void;
  extending?: boolean;
  /** 'Prolonger de 24 h' on an unpaid order (ADR 0126). */
  onExtend?: () => void;
  settling?: boolean;
  /** The owner's answer to a flagged Wave payment (ADR 0143, 0182). */
  onSettlePayment?: (action: SettleAction) => void;
  receiving?: boolean;
  /** 'Paiement reçu': an unpaid order paid another way (ADR 0190). */
  onPaymentReceived?: (means: PaymentMeans) => void;
  /** 'Modifier la commande' before it ships (ADR 0199). */
  canEdit?: boolean;
}) {
  const { customer } = order;
  const headingId = `commande-${order.id}`;
  const [slipOpen, setSlipOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const tel = customer.phone ? telHref(customer.phone) : null;
  const whatsapp = customer.phone
    ? whatsappHref(
        customer.phone,
        `Bonjour${customer.fullName ? ` ${customer.fullName}` : ''}, c’est LAGUNE au sujet de votre commande ${order.reference}.`,
      )
    : null;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-black/10 bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-neutral-700">
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </p>
          <div className="mt-0.5 flex flex-wrap items-baseline gap-x-2">
            {/* The reference is how the owner and the customer name the order; the short id, a
                technical one, stays visible beside it (the new-order toast names it) but out of the
                card's name. */}
            <h3 id={headingId} className="font-mono text-base font-bold tracking-wider">
              {order.reference}
            </h3>
            <span aria-hidden="true" className="font-mono text-sm text-neutral-700">
              #{order.shortId}
            </span>
          </div>
          {order.userId === null && (
            <p className="mt-1.5 inline-block rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-bold text-orange-900">
              {GUEST_BADGE}
            </p>
          )}
          {order.takenBy && (
            <p className="mt-1.5 ml-1 inline-block rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-bold text-sky-900">
              Prise par {order.takenBy}
            </p>
          )}
        </div>
        <StatusMenu
          status={order.status}
          saving={saving}
          onChange={onStatusChange}
          orderLabel={order.reference}
        />
      </header>

      <PaymentIssueNotice order={order} settling={settling} onSettle={onSettlePayment} />
      <PaymentDeadline order={order} extending={extending} onExtend={onExtend} />
      <PaidByHand order={order} />
      {order.status === 'pending' && onPaymentReceived && (
        <PaymentReceivedForm order={order} receiving={receiving} onReceive={onPaymentReceived} />
      )}

      <section aria-label="Client" className="mt-3 border-t border-black/10 pt-2">
        <dl className="text-sm">
          <Row term="Client">{customer.fullName ?? <Unavailable />}</Row>
          <Row term="Téléphone">
            {customer.phone ? (
              <span className="font-semibold whitespace-nowrap">{customer.phone}</span>
            ) : (
              <Unavailable />
            )}
          </Row>
          {order.pickupShop ? (
            // Collected in a shop, not delivered: which one, so the parcel goes there (ADR 0220).
            // A term and its description, as the list's other rows (a list holds nothing else).
            <div className="my-1.5 rounded-md bg-sky-50 p-3">
              <dt id={`${headingId}-retrait`} className="font-bold text-sky-900">
                Retrait à {order.pickupShop.name}
              </dt>
              <dd>
                <div role="group" aria-labelledby={`${headingId}-retrait`}>
                  <PickupShopDetails shop={order.pickupShop} />
                </div>
              </dd>
            </div>
          ) : (
            <Row term="Adresse">
              {customer.address ?? (
                <span className="text-neutral-700 italic">{ADDRESS_UNSPECIFIED}</span>
              )}
            </Row>
          )}
          {order.instructions && <Row term="Instructions">{order.instructions}</Row>}
        </dl>
        {(tel || whatsapp) && (
          <p className="mt-2 flex flex-wrap gap-2">
            {tel && (
              <a
                href={tel}
                className={`${contactLink} border-lagoon text-lagoon-dark hover:bg-sand`}
                aria-label={`Appeler ${customer.fullName ?? 'le client'} au ${customer.phone}`}
              >
                <PhoneIcon aria-hidden="true" className="size-4" />
                Appeler
              </a>
            )}
            {whatsapp && (
              <a
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className={`${contactLink} border-green-700 text-green-800 hover:bg-green-50`}
                aria-label={`WhatsApp ${customer.fullName ?? 'au client'} (nouvel onglet)`}
              >
                <MessageIcon aria-hidden="true" className="size-4" />
                WhatsApp
              </a>
            )}
          </p>
        )}
      </section>

      {order.status !== 'cancelled' && (
        <p className="mt-2 flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => setSlipOpen(true)}
            aria-label={`Bon de livraison de ${order.reference}`}
            className="max-sm:flex-1"
          >
            Bon de livraison
          </Button>
          {!order.pickupShop && (
            <a
              href={courierHref(deliveryText(order))}
              target="_blank"
              rel="noopener noreferrer"
              className={`${contactLink} border-green-700 text-green-800 hover:bg-green-50 max-sm:flex-1`}
              aria-label={`Envoyer au livreur la commande ${order.reference} (WhatsApp, nouvel onglet)`}
            >
              <MessageIcon aria-hidden="true" className="size-4" />
              Envoyer au livreur
            </a>
          )}
        </p>
      )}
      {slipOpen && <DeliverySlipDialog order={order} onClose={() => setSlipOpen(false)} />}
      {canEdit && (EDITABLE_STATUSES as readonly string[]).includes(order.status) && (
        <>
          {!editing && (
            <p className="mt-2">
              <Button
                type="button"
                variant="outline"
                onClick={() => setEditing(true)}
                aria-label={`Modifier la commande ${order.reference}`}
                className="max-sm:w-full"
              >
                Modifier la commande
              </Button>
            </p>
          )}
          {editing && <EditOrderForm order={order} onClose={() => setEditing(false)} />}
        </>
      )}

      <section aria-label="Articles" className="mt-3 border-t border-black/10">
        <ul className="divide-y divide-black/10">
          {order.items.map((item) => (
            <li key={`${item.productId}-${item.size}`} className="flex items-center gap-3 py-2.5">
              {item.image ? (
                <img
                  src={item.image}
                  alt=""
                  width={40}
                  height={50}
                  loading="lazy"
                  decoding="async"
                  className="h-12.5 w-10 shrink-0 rounded bg-sand object-cover"
                />
              ) : (
                // A product the catalogue no longer has: no picture, the id names it.
                <span aria-hidden="true" className="h-12.5 w-10 shrink-0 rounded bg-sand" />
              )}
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold break-words">{item.name}</p>
                <p className="text-neutral-700">
                  {item.quantity} × <span className="sr-only">taille </span>
                  {item.size}
                  <span className="text-neutral-600"> · {formatPrice(item.price)}</span>
                </p>
              </div>
              <p className="shrink-0 text-sm font-semibold whitespace-nowrap">
                {formatPrice(item.lineTotal)}
              </p>
            </li>
          ))}
        </ul>
        <OrderTotals order={order} className="space-y-1 border-t border-black/10 pt-2" />
      </section>
    </article>
  );
}

/** What happened to the money, in three words: the note's title ('À régler', ADR 0182). */
export const PAYMENT_ISSUE_TITLE = {
  mismatch: 'Montant différent',
  late: 'Payé après annulation',
  twice: 'Payé deux fois',
} as const;

/** What the owner must check about a Wave payment, in her words (ADR 0143). */
export const PAYMENT_ISSUE_TEXT = {
  mismatch:
    'Paiement Wave à vérifier : le montant ou la devise reçus ne correspondent pas à la commande. Elle reste non payée.',
  late: 'Paiement Wave reçu après l’annulation de la commande : rétablissez-la ou remboursez le client.',
  twice: 'Deuxième paiement Wave reçu pour une commande déjà payée : remboursez le client.',
} as const;

/** What a paid order's edit left to settle (ADR 0199): to collect, or to give back. */
export function balanceText(balanceDue: number): string {
  return balanceDue > 0
    ? `Commande modifiée après paiement : reste à encaisser ${formatPrice(balanceDue)}.`
    : `Commande modifiée après paiement : à rembourser ${formatPrice(-balanceDue)}.`;
}

/**
 * The flagged payment and what the owner can do: money after a cancellation restores the order or
 * goes back (by Wave when it came through a Wave session, else she marks it refunded by hand); a
 * second Wave payment can go back by Wave; any issue is marked settled once she dealt with it.
 */
function PaymentIssueNotice({
  order,
  settling,
  onSettle,
}: {
  order: AdminOrder;
  settling: boolean;
  onSettle: ((action: SettleAction) => void) | undefined;
}) {
  if (!order.paymentIssue) return null;
  const action = (name: SettleAction, label: string, aria: string) =>
    onSettle && (
      <Button
        key={name}
        type="button"
        variant="outline"
        disabled={settling}
        onClick={() => onSettle(name)}
        aria-label={aria}
      >
        {label}
      </Button>
    );
  const late = order.paymentIssue === 'late';
  const ref = order.reference;
  return (
    <div
      role="note"
      className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
    >
      <div className="min-w-0 flex-1">
        <h4 className="font-bold">{PAYMENT_ISSUE_TITLE[order.paymentIssue]}</h4>
        <p>
          {order.balanceDue === 0
            ? PAYMENT_ISSUE_TEXT[order.paymentIssue]
            : balanceText(order.balanceDue)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {late
          ? [
              action('restore', 'Restaurer la commande', `Restaurer la commande ${ref}`),
              order.refundByWave
                ? action('refund', 'Rembourser par Wave', `Rembourser par Wave ${ref}`)
                : action('refunded', 'Marquer comme remboursé', `Marquer comme remboursé ${ref}`),
            ]
          : [
              // A second payment by Wave can go back the same way (its amount is the order's).
              order.paymentIssue === 'twice' &&
                order.refundByWave &&
                action('refund', 'Rembourser par Wave', `Rembourser par Wave ${ref}`),
              action('resolve', 'Marquer comme réglé', `Marquer comme réglé le paiement de ${ref}`),
            ]}
      </div>
    </div>
  );
}

/**
 * An unpaid order's deadline, past which it is released (cancelled, units back in stock), with
 * 'Prolonger de 24 h'; a released order says so (ADR 0126).
 */
function PaymentDeadline({
  order,
  extending,
  onExtend,
}: {
  order: AdminOrder;
  extending: boolean;
  onExtend: (() => void) | undefined;
}) {
  if (order.releasedAt && order.status === 'cancelled')
    return (
      <p className="mt-2 rounded bg-neutral-100 px-3 py-2 text-sm text-neutral-800">
        Non payée dans le délai : annulée le{' '}
        <time dateTime={order.releasedAt}>{formatDateTime(order.releasedAt)}</time>, articles remis
        en stock.
      </p>
    );
  if (!order.payBy || order.status !== 'pending') return null;
  return (
    <p className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <span>
        À payer avant le <time dateTime={order.payBy}>{formatDateTime(order.payBy)}</time>
      </span>
      {onExtend && (
        <Button
          type="button"
          variant="outline"
          disabled={extending}
          onClick={onExtend}
          aria-label={`Prolonger de 24 h le délai de paiement de ${order.reference}`}
        >
          Prolonger de 24 h
        </Button>
      )}
    </p>
  );
}

/** How the money came, in the sentence 'Payée … le …'. */
const PAID_BY: Record<PaymentMeans, string> = {
  cash: 'en espèces',
  orange_money: 'par Orange Money',
  mtn_momo: 'par MTN MoMo',
  moov_money: 'par Moov Money',
  transfer: 'par virement',
  other: 'autrement',
};

/** A payment the owner recorded herself: how, when and who (ADR 0190). */
function PaidByHand({ order }: { order: AdminOrder }) {
  const paid = order.paidByHand;
  if (!paid) return null;
  return (
    <p className="mt-2 rounded bg-green-50 px-3 py-2 text-sm text-green-900">
      Payée {PAID_BY[paid.means]} le <time dateTime={paid.at}>{formatDateTime(paid.at)}</time>
      {paid.by && ` (${paid.by})`}
    </p>
  );
}

/** 'Paiement reçu' with the means, on an unpaid order (ADR 0190). */
function PaymentReceivedForm({
  order,
  receiving,
  onReceive,
}: {
  order: AdminOrder;
  receiving: boolean;
  onReceive: (means: PaymentMeans) => void;
}) {
  const [means, setMeans] = useState<PaymentMeans>('cash');
  const id = useId();
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2 rounded bg-sand px-3 py-2 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onReceive(means);
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="font-semibold">
          Moyen de paiement
        </label>
        <select
          id={id}
          value={means}
          onChange={(event) => setMeans(event.target.value as PaymentMeans)}
          className={fieldClass}
        >
          {PAYMENT_MEANS.map((m) => (
            <option key={m} value={m}>
              {PAYMENT_MEANS_LABELS[m]}
            </option>
          ))}
        </select>
      </div>
      <Button
        type="submit"
        variant="outline"
        disabled={receiving}
        aria-label={`Paiement reçu pour ${order.reference}`}
        className="max-sm:w-full"
      >
        Paiement reçu
      </Button>
    </form>
  );
}
