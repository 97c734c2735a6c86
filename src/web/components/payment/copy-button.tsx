import { useEffect, useState } from 'react';
import { notify } from '~/lib/toast';
import { CheckIcon, CopyIcon } from './icons';

/** The check mark stays this long after a copy. */
export const COPY_CHECK_MS = 2_000;

/** Old Android browsers and plain-http pages have no async clipboard: the selection way. */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  // Inside the open dialog: the page behind it is inert and could not be selected.
  (document.querySelector('dialog[open]') ?? document.body).append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * A clipboard promise left pending (a permission prompt the shopper does not see; once in a
 * headless test run) must not leave the tap unanswered: past this, the selection way, while the
 * tap still counts as the user's (Chromium allows 5 s).
 */
export const CLIPBOARD_WAIT_MS = 1_000;

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const written = await Promise.race([
        navigator.clipboard.writeText(text).then(() => true),
        new Promise<false>((resolve) => (timer = setTimeout(resolve, CLIPBOARD_WAIT_MS, false))),
      ]).finally(() => clearTimeout(timer));
      if (written) return true;
    }
  } catch {
    // refused (permissions, no focus): try the selection way
  }
  return copyWithSelection(text);
}

/** Copies the payment number, with its toasts and a check mark for 2 s. */
export function CopyNumberButton({ number }: { number: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CHECK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function onCopy() {
    if (await copyText(number)) {
      setCopied(true);
      notify({ title: 'Numéro copié', description: number, variant: 'success' });
    } else {
      notify({
        title: 'Erreur',
        description: 'Impossible de copier le numéro.',
        variant: 'destructive',
      });
    }
  }

  return (
    <button
      type="button"
      onClick={onCopy}
      aria-label={copied ? 'Numéro copié' : 'Copier le numéro'}
      className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-md border border-ink/20 bg-white px-3 text-sm font-semibold hover:border-ink"
    >
      {copied ? (
        <CheckIcon aria-hidden="true" className="size-4 text-lagoon" data-testid="copy-check" />
      ) : (
        <CopyIcon aria-hidden="true" className="size-4" />
      )}
      <span aria-hidden="true">{copied ? 'Copié' : 'Copier'}</span>
    </button>
  );
}
