import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback proxy in front of the e2e server that counts the requests reaching it, by path: what
 * a phone downloads, the page's and its service worker's together (the browser's own caches answer
 * the rest). The proxy's origin is a new one, with no worker and nothing cached yet.
 */
export async function startCountingProxy(target: string) {
  const upstream = new URL(target);
  const counts = new Map<string, number>();
  const server = createServer((incoming, outgoing) => {
    const path = new URL(incoming.url ?? '/', upstream).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** How many requests for paths matching `pattern` reached the server. */
    count: (pattern: RegExp) =>
      [...counts].reduce((sum, [path, n]) => (pattern.test(path) ? sum + n : sum), 0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
