import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay to PostgreSQL that can go silent, nothing closed: `silence('listener')` swallows
 * the listening connection's bytes (told apart by its application name in the start-up message),
 * as a dropped link TCP has not noticed yet; `freeze()` holds every connection's bytes, as a
 * stopped server does, and `speak()` delivers what was held and lets bytes through again.
 */
export function silenceableRelay(target: URL) {
  const listenerSockets = new Set<Socket>();
  let silent = false;
  let frozen = false;
  const held: (() => void)[] = [];
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    let isListener: boolean | undefined;
    const pass = (to: Socket, chunk: Buffer) => {
      if (silent && isListener === true) return;
      if (frozen) held.push(() => to.write(chunk));
      else to.write(chunk);
    };
    client.on('data', (chunk) => {
      if (isListener === undefined) {
        isListener = chunk.includes('lagune-listener');
        if (isListener) listenerSockets.add(client);
      }
      pass(upstream, chunk);
    });
    upstream.on('data', (chunk) => pass(client, chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  return {
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String((server.address() as { port: number }).port);
      return url.toString();
    },
    /** How many listening connections went through the relay. */
    listeners: () => listenerSockets.size,
    silenceListener() {
      silent = true;
    },
    freeze() {
      frozen = true;
    },
    speak() {
      silent = false;
      frozen = false;
      for (const deliver of held.splice(0)) deliver();
    },
    async stop() {
      server.close();
    },
  };
}
