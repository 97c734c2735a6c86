import { useShopSettings } from '~/lib/shop-settings';

/** The owner's announcement (Paramètres), from the root loader's data: not a constant in the JS. */
export function AnnouncementBar() {
  const { announcement } = useShopSettings();
  if (!announcement) return null;
  return (
    // A landmark of its own: content outside every landmark is missed by landmark navigation.
    <aside
      aria-label="Annonce"
      className="bg-ink px-4 py-2 text-center text-xs font-medium tracking-wide text-white sm:text-[13px]"
    >
      <p>{announcement}</p>
    </aside>
  );
}
