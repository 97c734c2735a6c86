import { useState } from 'react';
import { Button } from '~/components/ui/button';

/** `JBSW Y3DP …`: the key in groups of four, easier to read and type. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * The authenticator key for a shopper or an owner with one phone (docs/decisions/0192): the QR
 * code cannot be scanned by the phone that shows it, so the key can be copied, or handed to the
 * authenticator app at once by its `otpauth://` link.
 */
export function TotpKey({
  secret,
  otpauthUrl,
  className,
}: {
  secret: string;
  otpauthUrl: string;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className={className}>
      <p className="text-sm">
        Sur ce téléphone, ouvrez l’application directement ou copiez la clé :
      </p>
      <a
        href={otpauthUrl}
        className="mt-2 inline-block font-semibold text-orange-dark underline underline-offset-2"
      >
        Ouvrir dans l’application d’authentification
      </a>
      <p
        className="mt-2 rounded bg-white px-3 py-2 font-mono text-base tracking-wider break-all select-all"
        data-totp-secret={secret}
      >
        {grouped(secret)}
      </p>
      <Button variant="outline" className="mt-2" onClick={() => void copy()}>
        {copied ? 'Clé copiée' : 'Copier la clé'}
      </Button>
    </div>
  );
}
