import { STAFF_ROLE_LABELS, type StaffRole } from '@shared/domain/users.ts';
import { formatDateTime } from '@shared/format/date.ts';
import { STAFF_TEXT } from '@shared/schemas/staff.ts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { FormField } from '~/components/ui/form-field';
import { ApiError } from '~/lib/api';
import { notify } from '~/lib/toast';
import { ReauthPrompt } from '../../account/reauth-prompt';
import {
  useEndOwnSession,
  useEndStaffSessions,
  useOwnSessions,
  useStaff,
  useStaffChange,
  type StaffAction,
} from '../api/staff';
import { OwnerEmailSection } from './owner-email-section';

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Une erreur est survenue. Veuillez réessayer.';

/** 'Android · Chrome' from a User-Agent: enough to tell one's phone from one's computer. */
function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Appareil inconnu';
  const system =
    /Android/.exec(userAgent)?.[0] ??
    /iPhone|iPad/.exec(userAgent)?.[0] ??
    /Windows|Mac OS X|Linux/.exec(userAgent)?.[0]?.replace('Mac OS X', 'Mac') ??
    'Autre système';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Navigateur';
  return `${system} · ${browser}`;
}

const WHAT: Record<StaffAction['kind'], { title: string; what: string; submit: string }> = {
  invite: {
    title: 'Confirmer l’invitation',
    what: 'La personne recevra par e-mail un lien valable 72 heures pour rejoindre l’équipe.',
    submit: 'Confirmer et inviter',
  },
  role: {
    title: 'Confirmer le changement de rôle',
    what: 'Le nouveau rôle s’applique dès sa prochaine action.',
    submit: 'Confirmer le rôle',
  },
  remove: {
    title: 'Confirmer le retrait',
    what: 'Son compte et toutes ses sessions seront supprimés.',
    submit: 'Confirmer le retrait',
  },
};

/** 'Équipe': the owner's staff, their invitations and her own sessions (docs/decisions/0201). */
export function StaffTab() {
  const id = useId();
  const staff = useStaff();
  const own = useOwnSessions();
  const change = useStaffChange();
  const endSessions = useEndStaffSessions();
  const endOwn = useEndOwnSession();
  const [pending, setPending] = useState<{ action: StaffAction; error?: string }>();
  const [invite, setInvite] = useState({ fullName: '', email: '', role: 'vendeur' as StaffRole });

  function onInvite(event: FormEvent) {
    event.preventDefault();
    setPending({ action: { kind: 'invite', ...invite } });
  }

  function confirm(proof: Parameters<typeof change.mutate>[0]['proof']) {
    if (!pending) return;
    change.mutate(
      { action: pending.action, proof },
      {
        onSuccess: () => {
          if (pending.action.kind === 'invite') {
            notify({ title: STAFF_TEXT.invited, variant: 'success' });
            setInvite({ fullName: '', email: '', role: 'vendeur' });
          }
          setPending(undefined);
        },
        onError: (error) => setPending({ ...pending, error: messageOf(error) }),
      },
    );
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby={`${id}-invite`} className="space-y-3">
        <h2 id={`${id}-invite`} className="text-lg font-bold">
          Inviter une personne
        </h2>
        <form onSubmit={onInvite} className="space-y-3">
          <FormField
            label="Nom complet"
            autoComplete="off"
            required
            value={invite.fullName}
            onChange={(e) => setInvite({ ...invite, fullName: e.target.value })}
          />
          <FormField
            label="E-mail"
            type="email"
            inputMode="email"
            autoComplete="off"
            required
            value={invite.email}
            onChange={(e) => setInvite({ ...invite, email: e.target.value })}
          />
          <fieldset>
            <legend className="text-sm font-semibold">Rôle</legend>
            <div className="mt-1 flex gap-4">
              {(['vendeur', 'admin'] as const).map((role) => (
                <label key={role} className="flex min-h-12 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${id}-role`}
                    checked={invite.role === role}
                    onChange={() => setInvite({ ...invite, role })}
                  />
                  {STAFF_ROLE_LABELS[role]}
                </label>
              ))}
            </div>
            <p className="text-xs text-neutral-700">
              Un vendeur gère les commandes, le stock, les messages et les clients, sans les
              paramètres ni l’équipe.
            </p>
          </fieldset>
          <Button type="submit" block>
            Envoyer l’invitation
          </Button>
        </form>
      </section>

      <section aria-labelledby={`${id}-people`} className="space-y-3">
        <h2 id={`${id}-people`} className="text-lg font-bold">
          Membres de l’équipe
        </h2>
        {staff.isError && <p role="alert">{messageOf(staff.error)}</p>}
        <ul aria-labelledby={`${id}-people`} className="divide-y divide-black/10">
          {staff.data?.people.map((person) => (
            <li key={person.id} className="space-y-2 py-3">
              <p className="font-semibold">
                {person.fullName || person.email} {person.self && '(vous)'}
              </p>
              <p className="text-sm break-all">{person.email}</p>
              <p className="text-sm text-neutral-700">
                {STAFF_ROLE_LABELS[person.role]} ·{' '}
                {person.lastSeenAt
                  ? `vu le ${formatDateTime(person.lastSeenAt)}`
                  : 'jamais connecté'}
              </p>
              {!person.self && (
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="md"
                    disabled={endSessions.isPending}
                    onClick={() =>
                      endSessions.mutate(person.id, {
                        onSuccess: ({ ended }) =>
                          notify({
                            title: `${ended} session(s) terminée(s)`,
                            variant: 'success',
                          }),
                        onError: (error) =>
                          notify({ title: messageOf(error), variant: 'destructive' }),
                      })
                    }
                  >
                    Terminer ses sessions
                  </Button>
                  <Button
                    variant="outline"
                    size="md"
                    onClick={() =>
                      setPending({
                        action: {
                          kind: 'role',
                          id: person.id,
                          role: person.role === 'admin' ? 'vendeur' : 'admin',
                        },
                      })
                    }
                  >
                    {person.role === 'admin' ? 'Passer vendeur' : 'Passer propriétaire'}
                  </Button>
                  <Button
                    variant="outline"
                    size="md"
                    onClick={() => setPending({ action: { kind: 'remove', id: person.id } })}
                  >
                    Retirer
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
        {staff.data && staff.data.invitations.length > 0 && (
          <>
            <h3 className="font-bold">Invitations en attente</h3>
            <ul className="space-y-1 text-sm">
              {staff.data.invitations.map((i) => (
                <li key={i.id}>
                  {i.fullName} · <span className="break-all">{i.email}</span> ·{' '}
                  {STAFF_ROLE_LABELS[i.role]} · expire le {formatDateTime(i.expiresAt)}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby={`${id}-sessions`} className="space-y-3">
        <h2 id={`${id}-sessions`} className="text-lg font-bold">
          Mes sessions
        </h2>
        <ul aria-labelledby={`${id}-sessions`} className="divide-y divide-black/10">
          {own.data?.sessions.map((session) => (
            <li key={session.id} className="flex items-center justify-between gap-3 py-3">
              <div className="text-sm">
                <p className="font-semibold">{deviceName(session.userAgent)}</p>
                <p className="text-neutral-700">
                  {session.current
                    ? 'Cette session'
                    : `Vue le ${formatDateTime(session.lastSeenAt)}`}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="outline"
                  size="md"
                  disabled={endOwn.isPending}
                  onClick={() => endOwn.mutate(session.id)}
                >
                  Terminer
                </Button>
              )}
            </li>
          ))}
        </ul>
      </section>

      <OwnerEmailSection />

      <Dialog open={pending !== undefined} onOpenChange={(open) => !open && setPending(undefined)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{pending && WHAT[pending.action.kind].title}</DialogTitle>
            <DialogDescription>
              Confirmez qu’il s’agit bien de vous avant de changer l’équipe.
            </DialogDescription>
          </DialogHeader>
          <DialogBody>
            {pending && (
              <ReauthPrompt
                what={WHAT[pending.action.kind].what}
                submitLabel={WHAT[pending.action.kind].submit}
                withAuthenticator
                busy={change.isPending}
                error={pending.error}
                onSubmit={confirm}
                onCancel={() => setPending(undefined)}
              />
            )}
          </DialogBody>
        </DialogContent>
      </Dialog>
    </div>
  );
}
