/** Dialogs asked for before they were on the page (their code still on its way). */
const wanted = new Set<string>();

/**
 * Shows a dialog the page holds (a `keepMounted` one, components/ui/dialog.tsx) by its id, as the
 * page's early script does before hydration. Not on the page yet: it shows as soon as it comes
 * (`takeWantedDialog`).
 */
export function showNativeDialog(id: string): void {
  const dialog = document.getElementById(id);
  if (!(dialog instanceof HTMLDialogElement)) {
    wanted.add(id);
    return;
  }
  // Environments without showModal (jsdom): an open dialog, as the component handles it.
  if (typeof dialog.showModal !== 'function') dialog.setAttribute('open', '');
  else if (!dialog.open) dialog.showModal();
}

/** Whether the dialog was asked for before it came (once). */
export function takeWantedDialog(id: string): boolean {
  return wanted.delete(id);
}

/** Closes the dialog `showNativeDialog` showed, if it is open. */
export function closeNativeDialog(id: string): void {
  wanted.delete(id);
  const dialog = document.getElementById(id);
  if (!(dialog instanceof HTMLDialogElement) || !dialog.hasAttribute('open')) return;
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}
