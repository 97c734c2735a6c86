import type { SessionState } from '@shared/api/auth.ts';
import { ACCOUNT_EVENT, favouriteIds, SIGNED_IN_KEY } from '~/lib/account-hint';
import { apiGet } from '~/lib/api';
import type { SessionEffects } from './session-effects-contract';
import { authReducer, initialAuthState, type AuthEvent, type AuthState } from './auth-state';

/**
 * The one auth state of the tab: read once from GET /api/auth/session, replaced by what
 * each session-changing call answers, and shared with the other tabs of the browser through a
 * BroadcastChannel (a sign-out or a sign-in in one tab shows in every tab at once).
 *
 * Loaded on demand: by the account pages and the account modal, and after hydration on shop pages
 * whose account hint says the browser is signed in (src/web/components/layout/account-door.ts).
 */

const CHANNEL = 'lagune-auth';

let state: AuthState = initialAuthState;
let loading: Promise<AuthState> | undefined;
const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;

let effects: Promise<SessionEffects> | undefined;
function loadEffects(): Promise<SessionEffects> {
  effects ??= import('./session-effects').then((m) => m.sessionEffects);
  return effects;
}

export type { SessionEffects };

/** Test seam: replace what happens on sign-in and sign-out. */
export function setSessionEffectsForTests(replacement: SessionEffects | undefined) {
  effects = replacement ? Promise.resolve(replacement) : undefined;
}

function emit() {
  for (const listener of listeners) listener();
}

/** Keeps the storefront's hint (header dot, product hearts) in step with the state. */
function writeHint(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_KEY);
  } catch {
    // Blocked storage: the hint lives for this page only.
  }
  if (!signedIn) favouriteIds.clear();
  // The header's account button shows a dot (app.css).
  document.documentElement.classList.toggle('signed-in', signedIn);
  dispatchEvent(new Event(ACCOUNT_EVENT));
}

function openChannel() {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (message: MessageEvent<AuthEvent>) => {
    // Another tab signed in or out: same state here, without asking the server again.
    apply(message.data, { broadcast: false, lead: false });
  };
}

function apply(
  event: AuthEvent,
  { broadcast = true, lead = true }: { broadcast?: boolean; lead?: boolean } = {},
): AuthState {
  const before = state;
  // Set before the listeners run: the guard reads it as it re-renders.
  signedOutHere = event.type === 'SIGNED_OUT' && lead;
  state = authReducer(state, event);
  writeHint(state.isAuthenticated);
  if (broadcast && event.type !== 'INITIAL_SESSION' && event.type !== 'LOAD_FAILED') {
    openChannel();
    channel?.postMessage(event);
  }
  const userChanged = before.user?.id !== state.user?.id;
  const userId = state.user?.id;
  if (state.isAuthenticated && userId && (!before.isAuthenticated || userChanged)) {
    void loadEffects().then(
      (e) => e.signedIn({ lead, userId, reloadSession: () => loadSession({ force: true }) }),
      console.error,
    );
  } else if (
    !state.isAuthenticated &&
    (before.isAuthenticated || (event.type === 'INITIAL_SESSION' && lead))
  ) {
    // Also on a first read that finds no complete session: a cart left by an expired session
    // is the account's, not a guest's (see session-effects.ts).
    void loadEffects().then((e) => e.signedOut({ lead }), console.error);
  }
  emit();
  return state;
}

export function getAuthState(): AuthState {
  return state;
}

export function getServerAuthState(): AuthState {
  return initialAuthState;
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Reads the session once per tab (again with `force`). A failure counts as signed out and is only
 * logged: the pages then offer to sign in, and the next read tries again.
 */
export function loadSession({ force = false } = {}): Promise<AuthState> {
  openChannel();
  if (loading && !force) return loading;
  loading = apiGet<SessionState>('/api/auth/session').then(
    (session) => apply({ type: 'INITIAL_SESSION', session }, { broadcast: false }),
    (error: unknown) => {
      console.error(error);
      loading = undefined;
      return apply({ type: 'LOAD_FAILED' }, { broadcast: false });
    },
  );
  return loading;
}

/** Records a session the server answered (and tells the other tabs). */
export function applySession(
  type: 'SIGNED_IN' | 'TOKEN_REFRESHED' | 'USER_UPDATED',
  session: SessionState,
): AuthState {
  openChannel();
  loading ??= Promise.resolve(state);
  const next = apply({ type, session });
  loading = Promise.resolve(next);
  return next;
}

/** The last change was this tab's own sign-out (the guard then goes home, not to /auth). */
let signedOutHere = false;
export function wasSignedOutHere(): boolean {
  return signedOutHere;
}

export function applySignedOut(): AuthState {
  openChannel();
  const next = apply({ type: 'SIGNED_OUT' });
  loading = Promise.resolve(next);
  return next;
}

export function applyPasswordRecovery(): AuthState {
  return apply({ type: 'PASSWORD_RECOVERY' }, { broadcast: false });
}

/** Test hook: back to a fresh tab. */
export function resetAuthForTests(): void {
  state = initialAuthState;
  loading = undefined;
  channel?.close();
  channel = undefined;
  effects = undefined;
  signedOutHere = false;
  listeners.clear();
}
