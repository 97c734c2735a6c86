import type { SmsProviderConfig } from '../config.ts';
import { smsAddress } from './sms-address.ts';
import type { SmsSender } from './sms.ts';

/** A provider refusal or outage, with a code safe to log and store (no number, no text). */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
  constructor(readonly code: string) {
    super(`SMS refusé par le fournisseur (${code})`);
  }
}

/** A provider that does not answer within this long is a failed attempt, retried later. */
const REQUEST_TIMEOUT_MS = 15_000;
/** A token is renewed this long before Orange says it expires. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * The Orange SMS API (Orange Developer, "SMS Africa and Middle East", ADR 0127): an OAuth 2.0
 * client-credentials token from `/oauth/v3/token` (the application's authorization header, valid
 * one hour, kept until shortly before it expires and asked again after a 401), then one
 * `outboundSMSMessageRequest` per message to
 * `/smsmessaging/v1/outbound/tel:+<sender>/requests`, answered 201 when accepted.
 * Rejects with an SmsSendError: the outbox retries it later.
 */
export function orangeSmsSender(config: SmsProviderConfig): SmsSender {
  const sender = smsAddress(config.sender);
  let token: { value: string; until: number } | undefined;

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new SmsSendError(timedOut ? 'timeout' : 'network');
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const response = await call(`${config.apiUrl}/oauth/v3/token`, {
      method: 'POST',
      headers: {
        authorization: config.authorization,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new SmsSendError(`token_http_${response.status}`);
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: unknown;
      expires_in?: unknown;
    };
    if (typeof body.access_token !== 'string') throw new SmsSendError('token_unreadable');
    const lifetimeMs = (Number(body.expires_in) || 3600) * 1000;
    token = {
      value: body.access_token,
      until: Date.now() + Math.max(lifetimeMs - TOKEN_MARGIN_MS, 0),
    };
    return token.value;
  }

  async function post(to: string, text: string, key?: string): Promise<Response> {
    const request = {
      outboundSMSMessageRequest: {
        address: `tel:${smsAddress(to)}`,
        senderAddress: `tel:${sender}`,
        ...(config.senderName ? { senderName: config.senderName } : {}),
        // The OneAPI request's own idempotency key: a retry after a lost answer says it is the
        // same SMS (ADR 0184).
        ...(key ? { clientCorrelator: key } : {}),
        outboundSMSTextMessage: { message: text },
      },
    };
    return call(
      `${config.apiUrl}/smsmessaging/v1/outbound/${encodeURIComponent(`tel:${sender}`)}/requests`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(request),
      },
    );
  }

  return {
    async send(to, text, key) {
      let response = await post(to, text, key);
      if (response.status === 401) {
        // The token expired early or was revoked: one new token, one more try.
        token = undefined;
        await response.body?.cancel();
        response = await post(to, text, key);
      }
      await response.body?.cancel();
      if (!response.ok) throw new SmsSendError(`http_${response.status}`);
    },
  };
}
