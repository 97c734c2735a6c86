import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedSms = { to: string; from: string; senderName?: string; text: string };

const TOKEN = 'stub-access-token';
export const STUB_AUTHORIZATION = 'Basic c3R1Yi1jbGllbnQ6c3R1Yi1zZWNyZXQ=';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The environment that points an app at a stub listening on `port`. */
export function smsStubEnv(port: number) {
  return {
    SMS_API_URL: `http://127.0.0.1:${port}`,
    SMS_API_TOKEN: STUB_AUTHORIZATION,
    SMS_SENDER: '+225 07 00 00 00 00',
    SMS_SENDER_NAME: 'LAGUNE',
  };
}

/**
 * A stand-in for the Orange SMS API on 127.0.0.1 (a free port), following its public
 * documentation: `POST /oauth/v3/token` with the application's authorization header gives a
 * bearer token; `POST /smsmessaging/v1/outbound/tel%3A%2B…/requests` with that token and an
 * `outboundSMSMessageRequest` answers 201; a request with a `clientCorrelator` already seen is
 * answered again without a second SMS (the OneAPI field Orange's request carries). `failing = true`
 * answers 500 to every SMS (an outage).
 * `port`: a fixed one (the e2e server is told it before the stub starts), else a free one.
 */
export async function startSmsStub({ port: wanted = 0 }: { port?: number } = {}) {
  const received: ReceivedSms[] = [];
  /**
   * `hold = true` keeps every SMS request unanswered until `release()` (a provider that hangs);
   * `dropAfterAccepting = n` delivers the next n SMS, then closes the connection without an answer.
   */
  const state = { failing: false, refused: 0, tokens: 0, hold: false, dropAfterAccepting: 0 };
  /** What each `clientCorrelator` got: the same request again is answered, not delivered again. */
  const correlated = new Map<string, string>();
  let held: (() => void)[] = [];
  const release = () => {
    state.hold = false;
    for (const answer of held) answer();
    held = [];
  };
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const url = request.url ?? '';
      if (request.method === 'POST' && url === '/oauth/v3/token') {
        const ok =
          request.headers.authorization === STUB_AUTHORIZATION &&
          body === 'grant_type=client_credentials';
        if (!ok) return response.writeHead(401).end();
        state.tokens++;
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(
          JSON.stringify({ token_type: 'Bearer', access_token: TOKEN, expires_in: 3600 }),
        );
      }
      const path = /^\/smsmessaging\/v1\/outbound\/([^/]+)\/requests$/.exec(url);
      if (request.method !== 'POST' || !path) return response.writeHead(404).end();
      if (request.headers.authorization !== `Bearer ${TOKEN}`) return response.writeHead(401).end();
      if (state.hold) await new Promise<void>((resolve) => held.push(resolve));
      if (state.failing) {
        state.refused++;
        return response.writeHead(500).end('{"requestError":{}}');
      }
      const sms = (
        JSON.parse(body) as {
          outboundSMSMessageRequest: {
            address: string;
            senderAddress: string;
            senderName?: string;
            clientCorrelator?: string;
            outboundSMSTextMessage: { message: string };
          };
        }
      ).outboundSMSMessageRequest;
      if (decodeURIComponent(path[1]!) !== sms.senderAddress) return response.writeHead(400).end();
      const answer = JSON.stringify({ outboundSMSMessageRequest: sms });
      const again = sms.clientCorrelator ? correlated.get(sms.clientCorrelator) : undefined;
      if (again === undefined) {
        received.push({
          to: sms.address,
          from: sms.senderAddress,
          ...(sms.senderName ? { senderName: sms.senderName } : {}),
          text: sms.outboundSMSTextMessage.message,
        });
        if (sms.clientCorrelator) correlated.set(sms.clientCorrelator, answer);
        if (state.dropAfterAccepting > 0) {
          state.dropAfterAccepting--;
          return request.socket.destroy();
        }
      }
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(again ?? answer);
    })().catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(wanted, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    state,
    /** Answers the requests held by `state.hold` and stops holding. */
    release,
    /** The environment that points the app at this stub. */
    env: smsStubEnv(port),
    close: () =>
      new Promise<void>((resolve) => {
        release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
