import { lazy, Suspense } from 'react';
import { MobileMenu } from './mobile-menu';

const AccountModal = lazy(() => import('~/components/account/account-modal'));

/**
 * What the header opens: the phone menu, or the account modal (its code loads on the first
 * opening). One lazy slot in the header for both keeps the storefront's first load as it was.
 */
export default function HeaderSheet({
  sheet,
  onClose,
}: {
  sheet: 'menu' | 'account';
  onClose: () => void;
}) {
  if (sheet === 'menu') return <MobileMenu open onClose={onClose} />;
  return (
    <Suspense fallback={null}>
      <AccountModal open onOpenChange={(open) => open || onClose()} />
    </Suspense>
  );
}
