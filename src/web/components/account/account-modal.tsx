import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { clsx } from 'clsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { useAuth } from '~/lib/auth/use-auth';
import { AccountLinks } from './account-links';
import { ContactDetailsForm } from './contact-details-form';
import { PromoForm } from './promo-form';

type Tab = 'promo' | 'details' | 'account';

/**
 * The account modal: 'Promotion', 'Mes Coordonnées', and 'Mon Compte' (signed in) or
 * 'Connexion'. The dialog primitive traps focus, closes on Escape and is a bottom sheet on phones;
 * the tabs follow the WAI-ARIA pattern (arrow keys, Home, End).
 */
export default function AccountModal({
  open,
  onOpenChange,
  initialTab = 'account',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tab shown on opening ('promo' from the checkout's link to the welcome code). */
  initialTab?: Tab;
}) {
  const auth = useAuth();
  const signedIn = auth.isAuthenticated || auth.mfaPending;
  const [tab, setTab] = useState<Tab>(initialTab);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const list: { id: Tab; label: string }[] = [
    { id: 'promo', label: 'Promotion' },
    { id: 'details', label: 'Mes Coordonnées' },
    { id: 'account', label: signedIn ? 'Mon Compte' : 'Connexion' },
  ];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = list.findIndex((t) => t.id === tab);
    const last = list.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setTab(list[next]!.id);
    tabs.current[next]?.focus();
  }

  const close = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader className="pb-0">
          <DialogTitle>{signedIn ? 'Mon compte' : 'Bienvenue chez LAGUNE'}</DialogTitle>
          <DialogDescription>
            {auth.user
              ? `Bonjour ${auth.user.fullName} · ${auth.user.email}`
              : 'Votre compte, vos coordonnées et notre offre de bienvenue.'}
          </DialogDescription>
          <div
            role="tablist"
            aria-label="Rubriques du compte"
            onKeyDown={onKeyDown}
            className="-mx-1 mt-4 flex border-b border-black/10"
          >
            {list.map((t, i) => (
              <button
                key={t.id}
                ref={(el) => {
                  tabs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`${id}-${t.id}-tab`}
                aria-selected={tab === t.id}
                aria-controls={`${id}-${t.id}`}
                tabIndex={tab === t.id ? 0 : -1}
                onClick={() => setTab(t.id)}
                className={clsx(
                  '-mb-px min-h-11 flex-1 border-b-2 px-1 text-xs font-bold tracking-wider uppercase sm:text-[13px]',
                  tab === t.id
                    ? 'border-lagoon text-lagoon-dark'
                    : 'border-transparent text-neutral-700 hover:text-ink',
                )}
              >
                {t.label}
              </button>
            ))}
          </div>
        </DialogHeader>
        <DialogBody className="pt-5">
          {list.map((t) => (
            <div
              key={t.id}
              role="tabpanel"
              id={`${id}-${t.id}`}
              aria-labelledby={`${id}-${t.id}-tab`}
              hidden={tab !== t.id}
              tabIndex={0}
              className="outline-offset-4"
            >
              {tab === t.id && t.id === 'promo' && <PromoForm defaultEmail={auth.user?.email} />}
              {tab === t.id && t.id === 'details' && <ContactDetailsForm user={auth.user} />}
              {tab === t.id && t.id === 'account' && <AccountLinks auth={auth} onDone={close} />}
            </div>
          ))}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
