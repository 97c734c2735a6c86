import { createHmac, timingSafeEqual } from 'node:crypto';

/** A webhook signed longer ago than this is refused: a captured one cannot be replayed later. */
export const MAX_WEBHOOK_AGE_S = 5 * 60;

export type SignatureCheck = 'valid' | 'invalid' | 'stale';

/**
 * Wave's signing-secret strategy (docs.wave.com/webhook; ADR 0143): the `Wave-Signature` header
 * is `t=<unix seconds>,v1=<hex>[,v1=<hex>…]`, each `v1` an HMAC-SHA256 of the timestamp followed
 * by the raw body, under the webhook secret (several while Wave rotates it). The comparison is
 * constant-time; a timestamp more than 5 minutes away from now is 'stale' however well signed.
 */
export function checkWaveSignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  nowMs = Date.now(),
): SignatureCheck {
  if (!header || header.length > 2000) return 'invalid';
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't') timestamp = value;
    else if (key === 'v1' && value) signatures.push(value);
  }
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) return 'invalid';
  const expected = createHmac('sha256', secret)
    .update(timestamp + rawBody, 'utf8')
    .digest();
  const matches = signatures.some((hex) => {
    if (!/^[0-9a-fA-F]{64}$/.test(hex)) return false;
    return timingSafeEqual(Buffer.from(hex, 'hex'), expected);
  });
  if (!matches) return 'invalid';
  const ageS = Math.abs(nowMs / 1000 - Number(timestamp));
  return ageS > MAX_WEBHOOK_AGE_S ? 'stale' : 'valid';
}

/** The header Wave would send for this body: for the local Wave stub and the tests. */
export function signWaveWebhook(rawBody: string, secret: string, nowMs = Date.now()): string {
  const timestamp = String(Math.floor(nowMs / 1000));
  const hex = createHmac('sha256', secret)
    .update(timestamp + rawBody, 'utf8')
    .digest('hex');
  return `t=${timestamp},v1=${hex}`;
}
