import { useEffect } from 'react';
import { useOnDemand } from '~/lib/use-on-demand';
import { MobileMenu } from './mobile-menu';

const loadAccountModal = () => import('~/components/account/account-modal');

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
  const [accountModal, loadModal] = useOnDemand(loadAccountModal);
  useEffect(() => {
    if (sheet !== 'menu') loadModal();
  }, [sheet, loadModal]);
  if (sheet === 'menu') return <MobileMenu open onClose={onClose} onAdmin={onAdmin} />;
  if (!accountModal) return null;
  return (
    <accountModal.default
      open
      onOpenChange={(open) => open || onClose()}
      initialTab={sheet === 'welcome-code' ? 'promo' : undefined}
    />
  );
}
