import {
  outboxErrorWords,
  outboxKindLabel,
  type AdminOutboxMessage,
  type OutboxStatus,
} from '@shared/api/admin-outbox.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { plural } from '@shared/format/plural.ts';
import { clsx } from 'clsx';
import { Button } from '~/components/ui/button';
import { useOutbox, useRetryMessage } from '../api/outbox';
import { TabError, TabLoading } from '../dashboard/tab-states';

export const SENT_MESSAGES_TITLE = 'Messages envoyés';

const STATUS: Record<OutboxStatus, { label: string; tone: string }> = {
  failed: { label: 'Échec', tone: 'bg-red-100 text-red-900' },
  pending: { label: 'En attente', tone: 'bg-yellow-100 text-yellow-900' },
  sent: { label: 'Envoyé', tone: 'bg-green-100 text-green-900' },
};

/** When it happened, as the owner asks it: sent when, given up when, tried again when. */
function when(m: AdminOutboxMessage): string {
  const tries = `${m.attempts} ${plural(m.attempts, 'essai', 'essais')}`;
  if (m.status === 'sent') return `Envoyé le ${formatDateTime(m.sentAt ?? m.createdAt)}`;
  if (m.status === 'failed')
    return `Abandonné le ${formatDateTime(m.failedAt ?? m.createdAt)} après ${tries}`;
  return m.attempts === 0
    ? `En file depuis le ${formatDateTime(m.createdAt)}`
    : `${tries}, prochain le ${formatDateTime(m.nextAttemptAt)}`;
}

function SentMessage({ message: m }: { message: AdminOutboxMessage }) {
  const retry = useRetryMessage();
  const status = STATUS[m.status];
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-black/10 bg-white p-4 text-sm">
      <span className="flex items-start justify-between gap-2">
        <span className="min-w-0 font-semibold break-words">
          {outboxKindLabel(m.kind)}
          {m.reference && <span className="font-mono"> {m.reference}</span>}
        </span>
        <span
          className={clsx(
            'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold',
            status.tone,
          )}
        >
          {status.label}
        </span>
      </span>
      <span className="break-all text-neutral-800">
        {m.channel === 'sms' ? 'SMS' : m.channel === 'email' ? 'E-mail' : m.channel} à {m.recipient}
      </span>
      <span className="text-xs text-neutral-700">{when(m)}</span>
      {m.lastError && m.status !== 'sent' && (
        <span className="text-xs text-red-900">{outboxErrorWords(m.lastError)}</span>
      )}
      {m.status === 'failed' &&
        (m.retryable ? (
          <Button
            variant="outline"
            className="mt-2 self-start px-3 normal-case"
            onClick={() => retry.mutate(m.id)}
            disabled={retry.isPending}
          >
            {retry.isPending ? 'Envoi...' : 'Réessayer'}
          </Button>
        ) : (
          <span className="text-xs text-neutral-700">
            Lien à usage unique effacé : le client peut en demander un nouveau.
          </span>
        ))}
    </li>
  );
}

/**
 * 'Messages envoyés' (ADR 0174): the SMS and e-mails the shop sent to customers and to the owner,
 * those given up first with 'Réessayer', then those waiting for their next try, then the sent.
 */
export function SentMessages() {
  const outbox = useOutbox();
  if (outbox.isPending) return <TabLoading>Chargement des messages envoyés...</TabLoading>;
  if (outbox.isError)
    return <TabError message={outbox.error.message} onRetry={() => void outbox.refetch()} />;
  const { messages, failed, pending } = outbox.data;
  return (
    <section aria-labelledby="sent-messages-title">
      <h2 id="sent-messages-title" className="text-lg font-extrabold">
        {SENT_MESSAGES_TITLE}
      </h2>
      <p
        className={clsx('mt-1 text-sm', failed > 0 ? 'font-bold text-red-900' : 'text-neutral-700')}
      >
        {failed} {plural(failed, 'échec', 'échecs')}, {pending} en attente
      </p>
      {messages.length === 0 ? (
        <p className="mt-4 text-sm text-neutral-700">Aucun message envoyé ces 30 derniers jours.</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {messages.map((m) => (
            <SentMessage key={m.id} message={m} />
          ))}
        </ul>
      )}
    </section>
  );
}
