import { useEffect, useSyncExternalStore } from 'react';
import type { AuthState } from './auth-state';
import { getAuthState, getServerAuthState, loadSession, subscribeAuth } from './session-store';

/**
 * The auth state: `loading` on the server-rendered page and until the session is read, then
 * the tab's state, kept up to date across tabs.
 */
export function useAuth(): AuthState {
  const state = useSyncExternalStore(subscribeAuth, getAuthState, getServerAuthState);
  useEffect(() => {
    void loadSession();
  }, []);
  return state;
}
