import type { FastifyInstance } from 'fastify';
import { createPages, type BuildPages, type Pages } from './pages.ts';
import { currentServerBuild, type DevBuild } from './server-build.ts';

/** How often an instance looks whether BUILD_DIR now names another release (`npm run deploy`). */
export const RELEASE_CHECK_MS = 2_000;

/**
 * The pages of the build BUILD_DIR names now (ADR 0097). `npm run deploy` builds a new release in
 * a folder of its own and switches the BUILD_DIR link to it in one rename; each instance sees the
 * link move within RELEASE_CHECK_MS, renders the new release's pages into a new cache, and only
 * then answers from it: every request is answered by one release or the other, never by none.
 */
export async function livePages(
  app: FastifyInstance,
  options: {
    clientDir: string;
    secure: boolean;
    /** Readies the new release's files (their compression) before it is put in service. */
    prepareRelease?: () => Promise<unknown>;
  },
): Promise<Pages | undefined> {
  const first = await createPages(app, options);
  // Not built yet: the site says so (a server is started again once the shop is built).
  if (!first) return undefined;
  let current: BuildPages = first;
  let switching = false;
  // A release being warmed when the server stops is closed with it (its warming stops too).
  let incoming: BuildPages | undefined;

  async function follow(): Promise<void> {
    const source = currentServerBuild(options.clientDir);
    if (switching || !source || source === current.source) return;
    switching = true;
    try {
      const next = await createPages(app, options);
      if (!next) return;
      incoming = next;
      await next.warm();
      await options.prepareRelease?.();
      if (incoming !== next) return;
      incoming = undefined;
      const previous = current;
      current = next;
      app.log.info({ release: source }, 'nouvelle version de la boutique en service');
      await previous.close();
    } catch (error) {
      app.log.error({ err: error }, 'nouvelle version illisible : l’actuelle reste en service');
    } finally {
      switching = false;
    }
  }

  const timer = setInterval(() => void follow(), RELEASE_CHECK_MS);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    const pending = incoming;
    incoming = undefined;
    await Promise.all([current.close(), pending?.close()]);
  });

  return {
    get cache() {
      return current.cache;
    },
    get gate() {
      return current.gate;
    },
    get renders() {
      return current.renders;
    },
    serve: (request, reply) => current.serve(request, reply),
    act: (request, reply) => current.act(request, reply),
    warm: () => current.warm(),
  };
}

/**
 * `npm run dev`'s pages (docs/decisions/0218): rendered from Vite's server build, which follows
 * the sources; no release to follow. Vite stops with the server.
 */
export async function devPages(
  app: FastifyInstance,
  dev: DevBuild,
  options: { clientDir: string; secure: boolean },
): Promise<Pages> {
  const pages = (await createPages(app, { ...options, dev }))!;
  app.addHook('preClose', async () => {
    await pages.close();
    await dev.close();
  });
  return pages;
}
