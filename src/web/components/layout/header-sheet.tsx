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
  onAdmin,
}: {
  /** 'welcome-code': the account modal on its 'Promotion' tab. */
  sheet: 'menu' | 'account' | 'welcome-code';
  onClose: () => void;
  /** Opens the admin sign-in dialog (the phone menu's 'Espace administrateur'). */
  onAdmin?: (open: true) => void;
}) {
  if (sheet === 'menu') return <MobileMenu open onClose={onClose} onAdmin={onAdmin} />;
  return (
    <Suspense fallback={null}>
      <AccountModal
        open
        onOpenChange={(open) => open || onClose()}
        initialTab={sheet === 'welcome-code' ? 'promo' : undefined}
      />
    </Suspense>
  );
}
