import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ADMIN_DASHBOARD_PATH, hasAdminHint } from '../admin-hint';

// The admin code reads the hint through this module, so that admin-hint.ts travels inside this
// chunk instead of becoming one more file for the header to name (a few bytes on every page).
export { ADMIN_DASHBOARD_PATH, hasAdminHint, setAdminHint } from '../admin-hint';

// The dialog, the API client and zod come in a second step: this module is what the header's
// admin icon fetches, so the list of chunks the header must know stays one line long.
const AdminLoginDialog = lazy(() => import('./admin-login-dialog'));

/**
 * What the header's admin icon opens: a signed-in admin (the local hint) goes straight
 * to the dashboard; anyone else gets the sign-in dialog.
 */
export default function AdminLoginEntry({
  onOpenChange,
}: {
  /** Called with false once the entry is done (dialog closed, or gone to the dashboard). */
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const [straight] = useState(hasAdminHint);
  useEffect(() => {
    if (!straight) return;
    onOpenChange(false);
    void navigate(ADMIN_DASHBOARD_PATH);
  }, [straight, onOpenChange, navigate]);
  if (straight) return null;
  return (
    <Suspense
      fallback={
        <p
          role="status"
          className="fixed inset-x-0 bottom-6 z-50 mx-auto w-fit rounded-full bg-ink px-5 py-3 text-sm font-semibold text-white shadow-lg"
        >
          Ouverture de l’espace administrateur…
        </p>
      }
    >
      <AdminLoginDialog onClose={() => onOpenChange(false)} />
    </Suspense>
  );
}
