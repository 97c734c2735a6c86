import { useEffect, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useShopSettings } from '~/lib/shop-settings';

function download(codes: readonly string[], email: string, shopName: string) {
  const text = [
    `${shopName} — codes de récupération`,
    `Compte : ${email}`,
    `Créés le : ${new Date().toLocaleString('fr-FR', { timeZone: 'Africa/Abidjan' })}`,
    '',
    'Chaque code ne sert qu’une fois. Gardez-les en lieu sûr, hors de votre téléphone.',
    '',
    ...codes,
    '',
  ].join('\r\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${shopName.toLowerCase()}-codes-de-recuperation.txt`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The 10 recovery codes, shown once: to download as a .txt or copy, then dismissed.
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
  const { name: shopName } = useShopSettings();
  const [copied, setCopied] = useState(false);
  useEffect(() => panel.current?.focus(), []);

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
        ne seront plus affichés : téléchargez-les ou notez-les maintenant.
      </p>
      <ol className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 font-mono text-base tracking-wider">
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button variant="dark" onClick={() => download(codes, email, shopName)}>
          Télécharger (.txt)
        </Button>
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? 'Copiés !' : 'Copier'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          J’ai enregistré mes codes
        </Button>
      </div>
    </div>
  );
}
