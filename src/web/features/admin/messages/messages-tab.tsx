import type { AdminMessage, MessageBox } from '@shared/api/admin-messages.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Button, buttonVariants } from '~/components/ui/button';
import { useShopSettings } from '~/lib/shop-settings';
import { useChangeMessage, useMessages } from '../api/messages';
import { TabError, TabLoading } from '../dashboard/tab-states';
import { emailReplyHref, whatsappReplyHref } from './reply-links';

const count = new Intl.NumberFormat('fr-FR');
const action = clsx(buttonVariants({ variant: 'outline' }), 'flex-1 px-3 normal-case sm:flex-none');

function MessageItem({ message, box }: { message: AdminMessage; box: MessageBox }) {
  const [open, setOpen] = useState(false);
  const change = useChangeMessage();
  const { name: shopName } = useShopSettings();
  const unread = message.readAt === null;
  const bodyId = `message-${message.id}`;
  const whatsapp = whatsappReplyHref(message, shopName);

  function toggle() {
    setOpen(!open);
    // Opening a message reads it: the Messages card's figure goes down.
    if (!open && unread) change.mutate({ id: message.id, change: { read: true } });
  }

  return (
    <li className="rounded-lg border border-black/10 bg-white">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={toggle}
          className="flex w-full min-w-0 flex-col gap-0.5 p-4 text-left"
        >
          <span className="flex w-full items-baseline justify-between gap-2 text-sm">
            <span className={clsx('truncate', unread ? 'font-bold' : 'text-neutral-800')}>
              {unread && (
                <span
                  aria-hidden="true"
                  className="mr-2 inline-block size-2.5 rounded-full bg-lagoon align-middle"
                />
              )}
              {message.name}
              {unread && <span className="sr-only"> (non lu)</span>}
            </span>
            <span className="shrink-0 text-xs text-neutral-700">
              {formatDateTime(message.createdAt)}
            </span>
          </span>
          <span className={clsx('break-words', unread && 'font-bold')}>{message.subject}</span>
          {!open && <span className="truncate text-sm text-neutral-700">{message.message}</span>}
        </button>
      </h3>
      {open && (
        <div id={bodyId} className="border-t border-black/10 p-4">
          <p className="text-sm break-words whitespace-pre-wrap">{message.message}</p>
          <p className="mt-3 text-sm break-all text-neutral-700">
            {message.email}
            {message.phone && <> · {message.phone}</>}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <a className={action} href={emailReplyHref(message, shopName)}>
              Répondre par e-mail
            </a>
            {whatsapp && (
              <a className={action} href={whatsapp} target="_blank" rel="noopener noreferrer">
                Répondre sur WhatsApp
              </a>
            )}
            <Button
              variant="ghost"
              className="flex-1 px-3 normal-case sm:flex-none"
              onClick={() =>
                change.mutate({ id: message.id, change: { archived: box === 'inbox' } })
              }
              disabled={change.isPending}
            >
              {box === 'inbox' ? 'Archiver' : 'Remettre dans la boîte de réception'}
            </Button>
            {!unread && (
              <Button
                variant="ghost"
                className="flex-1 px-3 normal-case sm:flex-none"
                onClick={() => {
                  setOpen(false);
                  change.mutate({ id: message.id, change: { read: false } });
                }}
                disabled={change.isPending}
              >
                Marquer comme non lu
              </Button>
            )}
          </div>
        </div>
      )}
    </li>
  );
}

/**
 * The 'Messages' tab (ADR 0131): what customers sent through the contact form, newest
 * first; opening one marks it read; one tap answers by e-mail or WhatsApp (prefilled); archived
 * messages leave the inbox and stay in 'Archivés'.
 */
export function MessagesTab() {
  const [box, setBox] = useState<MessageBox>('inbox');
  const messages = useMessages(box);
  const unread = messages.data?.unread;

  return (
    <div>
      <div role="group" aria-label="Boîte de messages" className="flex gap-2">
        {(
          [
            [
              'inbox',
              unread ? `Reçus (${count.format(unread)} non lu${unread > 1 ? 's' : ''})` : 'Reçus',
            ],
            ['archived', 'Archivés'],
          ] as const
        ).map(([id, label]) => (
          <Button
            key={id}
            variant={box === id ? 'dark' : 'outline'}
            className="flex-1 px-3 normal-case sm:flex-none"
            aria-pressed={box === id}
            onClick={() => setBox(id)}
          >
            {label}
          </Button>
        ))}
      </div>
      {messages.isPending ? (
        <TabLoading>Chargement des messages...</TabLoading>
      ) : messages.isError ? (
        <TabError message={messages.error.message} onRetry={() => void messages.refetch()} />
      ) : messages.data.messages.length === 0 ? (
        <p className="mt-5 rounded-lg border border-dashed border-black/20 p-8 text-center text-neutral-800">
          {box === 'inbox' ? 'Aucun message pour le moment' : 'Aucun message archivé'}
        </p>
      ) : (
        <ul
          aria-label={box === 'inbox' ? 'Messages reçus' : 'Messages archivés'}
          className="mt-4 space-y-3"
        >
          {messages.data.messages.map((message) => (
            <MessageItem key={message.id} message={message} box={box} />
          ))}
        </ul>
      )}
    </div>
  );
}
