import { useEffect, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useShopSettings } from '~/lib/shop-settings';

/** The text of the downloaded or printed sheet: who it is for, the rule, the 10 codes. */
export function recoveryCodesText(codes: readonly string[], email: string, shopName: string) {
  return [
    `${shopName} — codes de récupération`,
    ...(email ? [`Compte : ${email}`] : []),
    `Créés le : ${new Date().toLocaleString('fr-FR', { timeZone: 'Africa/Abidjan' })}`,
    '',
    'Chaque code ne sert qu’une fois. Gardez-les en lieu sûr, hors de votre téléphone.',
    '',
    ...codes,
    '',
  ].join('\r\n');
}

function download(text: string, shopName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${shopName.toLowerCase()}-codes-de-recuperation.txt`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Prints the sheet alone (not the page around it), from a blank frame of our own origin. */
function print(text: string) {
  const frame = document.createElement('iframe');
  frame.title = 'Codes de récupération à imprimer';
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0';
  document.body.append(frame);
  const page = frame.contentDocument;
  const view = frame.contentWindow;
  if (page && view) {
    const sheet = page.createElement('pre');
    sheet.style.cssText = 'font:16px/1.6 monospace;white-space:pre-wrap';
    sheet.textContent = text;
    page.body.append(sheet);
    view.focus();
    view.print();
  }
  setTimeout(() => frame.remove(), 1000);
}

/**
 * 'Télécharger (.txt)', 'Copier' and 'Imprimer' for recovery codes shown once (customers and the
 * admin, docs/decisions/0192): one phone is often all she has, so the codes must leave it easily.
 */
export function RecoveryCodeActions({ codes, email }: { codes: readonly string[]; email: string }) {
  const { name: shopName } = useShopSettings();
  const [copied, setCopied] = useState(false);
  const text = () => recoveryCodesText(codes, email, shopName);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button variant="dark" onClick={() => download(text(), shopName)}>
        Télécharger (.txt)
      </Button>
      <Button variant="outline" onClick={() => void copy()}>
        {copied ? 'Copiés !' : 'Copier'}
      </Button>
      <Button variant="outline" onClick={() => print(text())}>
        Imprimer
      </Button>
    </div>
  );
}

/**
 * The 10 recovery codes, shown once: to download as a .txt, copy or print, then dismissed.
 * Focus lands on the panel so a screen reader hears it.
 */
export function RecoveryCodes({
  codes,
  email,
  onDone,
}: {
  codes: readonly string[];
  email: string;
  onDone: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);

  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="region"
      aria-label="Vos codes de récupération"
      className="rounded-lg border-2 border-orange/60 bg-orange/5 p-5 outline-none"
    >
      <h3 className="font-bold">Vos 10 codes de récupération</h3>
      <p className="mt-1 text-sm text-neutral-800">
        Ils remplacent votre code si vous perdez votre téléphone. Chacun ne sert qu’une fois, et ils
        ne seront plus affichés : téléchargez-les, imprimez-les ou notez-les maintenant.
      </p>
      <ol className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 font-mono text-base tracking-wider">
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <RecoveryCodeActions codes={codes} email={email} />
        <Button variant="ghost" onClick={onDone}>
          J’ai enregistré mes codes
        </Button>
      </div>
    </div>
  );
}
