import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { createServer, isRunnableDevEnvironment } from 'vite';
import { defaultBackupDir } from '../ops/backup.ts';
import { pagesBuildOf, type DevBuild } from '../pages/server-build.ts';
import { safeSegments } from '../static/site.ts';

/** React Router's server build, as its Vite plugin makes it from the sources. */
const SERVER_BUILD = 'virtual:react-router/server-build';

/**
 * Vite's own addresses: its client and virtual modules (`/@vite/`, `/@id/`, `/@fs/`,
 * `/@react-router/`), the sources as modules, and the dependencies it prepared.
 */
const VITE_PATH = /^\/(?:@|src\/|node_modules\/)/;

/** Vite's defaults (vite/dist/node), which a `deny` of our own would replace. */
const VITE_DENIED = [
  '.env',
  '.env.*',
  '*.{crt,pem,key,p12,pfx,cer,der}',
  '.npmrc',
  '.yarnrc.yml',
  '**/.git/**',
];

/**
 * Vite in middleware mode on the app's HTTP server (docs/decisions/0218), as React Router's own
 * dev server uses it: the server build is imported through Vite's SSR runner at each render, so a
 * saved change shows at the next page without a restart; the browser's modules and hot reload come
 * from Vite's middlewares. Only Vite's own paths and public/ reach them, and Vite's file access
 * refuses the data folder and the backups (inside the checkout by default).
 */
export async function startViteBuild(app: FastifyInstance): Promise<DevBuild> {
  const data = `${path.resolve(app.config.dataDir)}/**`;
  const backups = `${defaultBackupDir()}/**`;
  const vite = await createServer({
    appType: 'custom',
    // The server's log lines stay on screen: Vite would clear it.
    clearScreen: false,
    server: {
      middlewareMode: true,
      // The hot-reload socket on the shop's own port: two dev servers never fight over one.
      hmr: { server: app.server },
      // The customers' data: the database, the administrator's first password, the backups.
      fs: { deny: [...VITE_DENIED, data, backups] },
      // The database writes there all the time (PGlite): not a change of the code.
      watch: { ignored: [data] },
    },
  });
  const ssr = vite.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) {
    await vite.close();
    throw new Error('Vite ne peut pas exécuter le rendu des pages dans ce processus.');
  }
  const publicDir = vite.config.publicDir;

  return {
    async load() {
      return pagesBuildOf((await ssr.runner.import(SERVER_BUILD)) as ServerBuild, SERVER_BUILD);
    },
    onChange(listener) {
      for (const event of ['change', 'add', 'unlink']) vite.watcher.on(event, () => listener());
    },
    serves(url) {
      if (VITE_PATH.test(url)) return true;
      // public/ is served at the root, as the build copies it (versioned art included: vite.config.ts).
      const first = safeSegments(url)?.[0];
      return first !== undefined && publicDir !== '' && existsSync(path.join(publicDir, first));
    },
    serve(request, response) {
      vite.middlewares(request, response, (error?: unknown) => {
        if (error) app.log.error({ err: error }, 'vite');
        response.statusCode = error ? 500 : 404;
        response.setHeader('content-type', 'text/plain; charset=utf-8');
        response.end(error ? 'Erreur de Vite : voir la console du serveur.\n' : 'Introuvable.\n');
      });
    },
    close: () => vite.close(),
  };
}
