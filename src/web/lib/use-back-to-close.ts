import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Android's back button (history back) closes what is open, as in an app (ADR 0119): an
 * open sheet or dialog owns one history entry, pushed on opening (same URL, a marker in
 * `history.state`); back leaves that entry and closes it. Closed any other way (its ✕, Escape, the
 * backdrop, an action), it takes its entry back off with `history.back()`, so the next back goes
 * back a page as usual. A link followed from inside the sheet navigates from the sheet's entry
 * (the menu's links replace it: back from the new page is the page the menu was opened on).
 * A sheet that changes the address while open (the filters) keeps its marker with
 * `keepSheetEntry()` and, once closed, writes the address again after `historySettled()`: the
 * change lived in the sheet's entry, which is gone.
 */
const MARKER = 'laguneSheet';

let nextId = 0;
/** The sheets open now that own an entry, the last one on top. */
const openIds: string[] = [];
/** A `history.back()` of ours whose popstate has not arrived yet: pushes wait for it. */
let pendingBack: Promise<void> | undefined;

function markerOf(state: unknown): unknown {
  return state && typeof state === 'object'
    ? (state as Record<string, unknown>)[MARKER]
    : undefined;
}

function goBackOver(): void {
  const done = new Promise<void>((resolve) => {
    window.addEventListener('popstate', () => resolve(), { once: true });
  });
  const current = done.then(() => {
    if (pendingBack === current) pendingBack = undefined;
  });
  pendingBack = current;
  history.back();
}

/**
 * Set by an action that closes its sheet and makes the router navigate (sign-out from a protected
 * page going home, the admin's sign-in going to the dashboard): the sheet's entry then stays under
 * the new page, as for a link followed from a sheet. Going back over it would race the router's
 * navigation, which heard that step as a navigation back to the page and gave up its own
 * (docs/decisions/0130). Cleared by the next sheet that closes, or after a second.
 */
let closingForNavigation = false;
let closingTimer: ReturnType<typeof setTimeout> | undefined;

export function closeForNavigation(): void {
  closingForNavigation = true;
  clearTimeout(closingTimer);
  closingTimer = setTimeout(() => (closingForNavigation = false), 1_000);
}

/** Resolves once a `history.back()` of a closing sheet has landed (at once when none is on its way). */
export function historySettled(): Promise<void> {
  return pendingBack ?? Promise.resolve();
}

/**
 * After the router replaced the current entry while a sheet is open (the filters write the address
 * on each tap), puts the sheet's marker back on it: back still closes the sheet.
 */
export function keepSheetEntry(): void {
  const top = openIds.at(-1);
  if (top === undefined || markerOf(history.state) === top) return;
  const base = history.state && typeof history.state === 'object' ? history.state : {};
  history.replaceState({ ...base, [MARKER]: top }, '');
}

/** A tap on a link that navigates this tab (while a sheet is open, the page behind is inert). */
function isNavigatingClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return (
    link instanceof HTMLAnchorElement &&
    (!link.target || link.target === '_self') &&
    link.href !== window.location.href
  );
}

/**
 * `blocked`: the owner asks before closing (unsaved edits). Back then puts the entry back at once
 * (the dialog stays, so must its entry) and calls `close`, which asks.
 */
export function useBackToClose(open: boolean, close: () => void, blocked = false): void {
  const closeRef = useRef(close);
  const blockedRef = useRef(blocked);
  useEffect(() => {
    closeRef.current = close;
    blockedRef.current = blocked;
  });

  // Before the sheet is painted: a Back pressed as soon as it shows closes it, never the page
  // under it (pushed after paint, a quick Back found no entry of the sheet's and left the page).
  useLayoutEffect(() => {
    if (!open) return;
    const id = `${++nextId}`;
    let pushed = false;
    let closedByBack = false;
    let gone = false;
    // Closed by a link it holds: the router's navigation goes on from the sheet's entry (going back
    // over it then would cancel that navigation).
    let navigating = false;
    const onClick = (event: MouseEvent) => {
      if (isNavigatingClick(event)) navigating = true;
    };
    document.addEventListener('click', onClick, true);
    const onPopState = () => {
      if (!pushed || markerOf(history.state) === id) return;
      if (blockedRef.current) {
        pushEntry();
        closeRef.current();
        return;
      }
      closedByBack = true;
      closeRef.current();
    };
    const pushEntry = () => {
      // React Router's own state is kept: the entry is the same page for the router.
      const base = history.state && typeof history.state === 'object' ? history.state : {};
      history.pushState({ ...base, [MARKER]: id }, '');
    };
    const push = () => {
      if (gone) return;
      pushEntry();
      pushed = true;
      openIds.push(id);
      window.addEventListener('popstate', onPopState);
    };
    if (pendingBack) void pendingBack.then(push);
    else push();
    return () => {
      gone = true;
      if (openIds.includes(id)) openIds.splice(openIds.indexOf(id), 1);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
      const leaving = closingForNavigation;
      closingForNavigation = false;
      // Still on its own entry (not closed by back, no navigation since or coming): take it off.
      if (pushed && !closedByBack && !navigating && !leaving && markerOf(history.state) === id)
        goBackOver();
    };
  }, [open]);
}
