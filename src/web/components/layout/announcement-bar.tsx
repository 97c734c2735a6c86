import { FREE_DELIVERY_LABEL, SHOP } from '@shared/config/shop.ts';

export const ANNOUNCEMENT = `Livraison gratuite en Côte d'Ivoire dès ${FREE_DELIVERY_LABEL} d'achat · Retours faciles sous ${SHOP.returnWindowDays} jours`;

export function AnnouncementBar() {
  return (
    // A landmark of its own: content outside every landmark is missed by landmark navigation.
    <aside
      aria-label="Annonce"
      className="bg-ink px-4 py-2 text-center text-xs font-medium tracking-wide text-white sm:text-[13px]"
    >
      <p>{ANNOUNCEMENT}</p>
    </aside>
  );
}
