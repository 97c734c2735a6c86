import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type PushRequest = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/**
 * A stand-in push service on https://127.0.0.1 (a free port), with a throwaway self-signed
 * certificate: it keeps every POST it receives and answers 201, or `status[path]` when set (410:
 * the device unsubscribed). `agent` trusts its certificate, for the app's Web Push requests.
 */
export async function startPushStub() {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-stub-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const tls = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  const received: PushRequest[] = [];
  const status: Record<string, number> = {};
  const server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '';
      received.push({ path: url, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status[url] ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    status,
    agent: new Agent({ ca: tls.cert }),
    /** Waits (up to `ms`) for a request to `path`. */
    async waitFor(wanted: string, ms = 5_000): Promise<PushRequest> {
      const until = Date.now() + ms;
      for (;;) {
        const hit = received.find((r) => r.path === wanted);
        if (hit) return hit;
        if (Date.now() > until) throw new Error(`aucune notification reçue pour ${wanted}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A device's subscription as the browser gives it: its P-256 public key and auth secret. */
export function deviceSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  return {
    ecdh,
    subscription: {
      endpoint,
      keys: {
        p256dh: ecdh.generateKeys().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    },
  };
}
