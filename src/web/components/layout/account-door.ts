import { isSignedInHint } from '~/lib/account-hint';

/**
 * The account code's way in, after hydration or on first use (one small chunk, ADR 0050). It lives
 * beside the components it loads: lib/ (the account hint, the session store) never imports the
 * header's sheets.
 */
export function loadAccount() {
  return import('./account-entry');
}

// A browser that was signed in reads its session as the page starts (account-entry.ts does as it
// loads), beside hydration rather than after it; on the server, without storage, nothing.
if (isSignedInHint()) void loadAccount();
