import { PartyPopper } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';

/**
 * VIP sign-up. The browser's own validation enforces every field and the consent;
 * the sign-up is purely local (no API call), so submitting only shows the thank-you panel.
 */
export function VipForm() {
  const [registered, setRegistered] = useState<{ name: string; email: string } | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setRegistered({
      name: String(data.get('name') ?? '').trim(),
      email: String(data.get('email') ?? '').trim(),
    });
  }

  if (registered) {
    return (
      <div
        role="status"
        // The form that had focus is gone: move focus here so keyboard and screen-reader users follow.
        ref={(panel) => panel?.focus()}
        tabIndex={-1}
        className="rounded-lg outline-none border border-lagoon/30 bg-lagoon/10 p-6 text-center sm:p-8"
      >
        <PartyPopper aria-hidden="true" className="mx-auto mb-4 size-10 text-lagoon" />
        <h3 className="text-xl font-bold tracking-[0.15em] uppercase">Bienvenue dans le club</h3>
        <p className="mt-3 leading-relaxed text-neutral-700">
          Merci {registered.name} ! Votre inscription au programme VIP est bien prise en compte. Un
          e-mail de confirmation sera envoyé à{' '}
          <strong className="font-semibold text-ink [overflow-wrap:anywhere]">
            {registered.email}
          </strong>
          .
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} className="space-y-5">
      <div>
        <Label htmlFor="vip-name">Nom complet</Label>
        <Input id="vip-name" name="name" autoComplete="name" required />
      </div>
      <div>
        <Label htmlFor="vip-email">E-mail</Label>
        <Input
          id="vip-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
      </div>
      <div>
        <Label htmlFor="vip-phone">Téléphone</Label>
        <Input
          id="vip-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="+225 07 00 00 00 00"
          required
        />
      </div>
      <div className="flex items-start gap-3">
        <input
          id="vip-consent"
          name="consent"
          type="checkbox"
          required
          className="mt-0.5 size-5 shrink-0 accent-lagoon"
        />
        <label htmlFor="vip-consent" className="text-sm leading-snug text-neutral-700">
          J’accepte de recevoir les offres et invitations du programme VIP LAGUNE par e-mail, SMS ou
          WhatsApp. Je peux me désinscrire à tout moment.
        </label>
      </div>
      <Button type="submit" block>
        Rejoindre le programme VIP
      </Button>
    </form>
  );
}
