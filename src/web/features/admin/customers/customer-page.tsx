import { CUSTOMER_NOTE_MAX, type AdminCustomerPage } from '@shared/api/admin.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { formatPrice } from '@shared/format/money.ts';
import { useId, useState } from 'react';
import { Button, buttonVariants } from '~/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { fieldClass } from '~/components/ui/field-class';
import { useCustomerPage, useSaveCustomerNote } from '../api/customer-page';
import { TabError, TabLoading } from '../dashboard/tab-states';
import { StatusChip } from '../orders/status-chip';
import { telHref, whatsappHref } from '../orders/phone-links';

function NoteForm({ customerKey, note }: { customerKey: string; note: string }) {
  const [text, setText] = useState(note);
  const save = useSaveCustomerNote(customerKey);
  const id = useId();
  return (
    <form
      className="mt-4 grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(text);
      }}
    >
      <label htmlFor={id} className="font-semibold">
        Note privée <span className="font-normal text-neutral-700">(jamais montrée au client)</span>
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={CUSTOMER_NOTE_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={fieldClass}
      />
      <Button type="submit" disabled={save.isPending || text === note} className="max-sm:w-full">
        {save.isPending ? 'Enregistrement...' : 'Enregistrer la note'}
      </Button>
    </form>
  );
}

function Details({ page }: { page: AdminCustomerPage }) {
  const tel = telHref(page.phone);
  const chat = whatsappHref(page.phone, `Bonjour ${page.name},`);
  const link = buttonVariants({ variant: 'outline', className: 'flex-1' });
  return (
    <>
      <p className="break-words">{page.address}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {tel && (
          <a href={tel} className={link}>
            Appeler le {page.phone}
          </a>
        )}
        {chat && (
          <a href={chat} target="_blank" rel="noopener noreferrer" className={link}>
            WhatsApp
          </a>
        )}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2 rounded-lg bg-sand p-3">
        <div>
          <dt className="text-xs text-neutral-700">Payé</dt>
          <dd className="font-bold whitespace-nowrap">{formatPrice(page.paid)}</dd>
        </div>
        <div>
          <dt className="text-xs text-neutral-700">Reste à payer</dt>
          <dd className="font-bold whitespace-nowrap">{formatPrice(page.toPay)}</dd>
        </div>
      </dl>
      <h3 className="mt-4 font-bold">Commandes ({page.orders.length})</h3>
      <ul className="mt-2 divide-y divide-black/10 rounded-lg border border-black/10">
        {page.orders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <div className="min-w-0">
              <p className="font-semibold">{order.reference}</p>
              <p className="text-sm text-neutral-700">{formatDateTime(order.createdAt)}</p>
            </div>
            <div className="flex items-center gap-2">
              <StatusChip status={order.status} />
              <span className="font-semibold whitespace-nowrap">{formatPrice(order.total)}</span>
            </div>
          </li>
        ))}
      </ul>
      <NoteForm customerKey={page.key} note={page.note} />
    </>
  );
}

/**
 * A customer's page (docs/decisions/0189): their orders, what is paid and what is still to pay,
 * one tap to call or write on WhatsApp, and the owner's private note kept on the server.
 */
export function CustomerPage({
  customerKey,
  name,
  onClose,
}: {
  customerKey: string;
  name: string;
  onClose: () => void;
}) {
  const page = useCustomerPage(customerKey);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{page.data?.name ?? name}</DialogTitle>
          <DialogDescription>Fiche client</DialogDescription>
        </DialogHeader>
        <DialogBody>
          {page.isPending ? (
            <TabLoading>Chargement de la fiche...</TabLoading>
          ) : page.isError ? (
            <TabError message={page.error.message} onRetry={() => void page.refetch()} />
          ) : (
            <Details page={page.data} />
          )}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
