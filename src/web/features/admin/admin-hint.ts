/**
 * The local key `isAdminAuthenticated` = 'true'. Only a hint for the interface:
 * it lets the header's admin icon go straight to the dashboard; the server decides on every
 * /api/admin request, and the dashboard clears the hint when it is told no.
 */
export const ADMIN_HINT_KEY = 'isAdminAuthenticated';

export function hasAdminHint(): boolean {
  try {
    return localStorage.getItem(ADMIN_HINT_KEY) === 'true';
  } catch {
    return false;
  }
}

export function setAdminHint(on: boolean): void {
  try {
    if (on) localStorage.setItem(ADMIN_HINT_KEY, 'true');
    else localStorage.removeItem(ADMIN_HINT_KEY);
  } catch {
    // Storage refused (private mode, quota): the hint only saves a tap.
  }
}

export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';
