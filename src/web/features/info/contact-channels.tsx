import { Mail, MessageCircle, Phone } from 'lucide-react';
import { cn } from '~/lib/cn';
import { telHref, whatsappHref } from '@shared/config/shop-contact.ts';
import { useShopSettings } from '~/lib/shop-settings';

/** The shop's e-mail, phone and WhatsApp as real links (they work without JavaScript). */
export function ContactChannels({ className }: { className?: string }) {
  const shopSettings = useShopSettings();
  const channels = [
    {
      href: `mailto:${shopSettings.email}`,
      label: 'E-mail',
      value: shopSettings.email,
      icon: Mail,
    },
    {
      href: telHref(shopSettings.phone),
      label: 'Téléphone',
      value: shopSettings.phone,
      icon: Phone,
    },
    {
      href: whatsappHref(shopSettings.whatsappNumber),
      label: 'WhatsApp',
      value: 'Écrivez-nous sur WhatsApp',
      icon: MessageCircle,
      external: true,
    },
  ];
  return (
    <ul className={cn('grid gap-3', className)}>
      {channels.map(({ href, label, value, icon: Icon, external }) => (
        <li key={label}>
          <a
            href={href}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className="flex min-h-11 items-center gap-3 rounded-lg border border-ink/10 bg-white p-4 transition-colors hover:border-lagoon"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sand text-lagoon">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block text-xs font-semibold tracking-[0.15em] text-neutral-500 uppercase">
                {label}
              </span>
              <span className="block font-medium break-words text-ink">{value}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
