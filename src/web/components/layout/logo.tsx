import { Link } from 'react-router';
// clsx, not cn: tailwind-merge would add ~9 KB gzip to every page's initial JavaScript.
import { clsx } from 'clsx';
import { useShopSettings } from '~/lib/shop-settings';

export function Logo({ className }: { className?: string }) {
  const shopSettings = useShopSettings();
  return (
    <Link
      to="/"
      aria-label={`${shopSettings.name}, accueil`}
      className={clsx(
        'inline-flex min-h-11 items-center text-xl font-extrabold tracking-[0.3em] text-ink max-[399px]:text-lg max-[399px]:tracking-[0.2em]',
        className,
      )}
    >
      {shopSettings.name}
      <span
        aria-hidden="true"
        className="ml-0.5 inline-block size-1.5 self-end mb-3.5 rounded-full bg-lagoon"
      />
    </Link>
  );
}
