import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { clientNetwork } from './client-network.ts';
import { errorBody, MESSAGES } from './errors.ts';

/** How long a refused client is asked to wait before opening another connection. */
const RETRY_AFTER_SECONDS = 10;

/**
 * Caps the connections one client network holds open at once (docs/decisions/0101): a client
 * that opens thousands of sockets and trickles bytes on them would otherwise hold the server's
 * memory and file descriptors for as long as the request timeout lets it, on each socket. A socket
 * over the cap gets a French 429 as soon as it connects and is closed; a request that still
 * arrives on it is dropped unanswered (the 429 was its answer).
 */
export function limitConnectionsPerNetwork(app: FastifyInstance, max: number): void {
  const server: Server = app.server;
  const open = new Map<string, number>();
  const refused = new WeakSet<Socket>();

  // Prepended: runs before Node's HTTP parser is attached, so a refused socket costs nothing more.
  server.prependListener('connection', (socket: Socket) => {
    const network = clientNetwork(socket.remoteAddress ?? '');
    const count = (open.get(network) ?? 0) + 1;
    if (count > max) {
      refused.add(socket);
      refuse(socket);
      return;
    }
    open.set(network, count);
    socket.once('close', () => {
      const left = (open.get(network) ?? 1) - 1;
      if (left <= 0) open.delete(network);
      else open.set(network, left);
    });
  });

  app.addHook('onRequest', async (request, reply) => {
    if (refused.has(request.raw.socket)) return reply.hijack();
  });
}

function refuse(socket: Socket): void {
  socket.on('error', () => socket.destroy());
  const body = JSON.stringify(errorBody('too_many_connections', MESSAGES.tooManyConnections));
  socket.end(
    'HTTP/1.1 429 Too Many Requests\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `Retry-After: ${RETRY_AFTER_SECONDS}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
  // A client that never reads its answer does not keep the socket either.
  socket.setTimeout(RETRY_AFTER_SECONDS * 1000, () => socket.destroy());
}
