import { existsSync, realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { RouterContext, ServerBuild } from 'react-router';
import type { PageServices } from '../../shared/pages/page-services.ts';

/** The React Router server build (`<BUILD_DIR>/server/index.js`) and the key its loaders read. */
export interface PagesBuild {
  build: ServerBuild;
  servicesContext: RouterContext<PageServices>;
  /** The file imported, links resolved: each release is a module of its own. */
  source: string;
}

/** Where the server build of `clientDir`'s build is (`build/client` → `build/server/index.js`). */
export function serverBuildFile(clientDir: string): string {
  return path.join(path.dirname(path.resolve(clientDir)), 'server', 'index.js');
}

/** The real file behind `serverBuildFile(clientDir)` now, or undefined when there is none. */
export function currentServerBuild(clientDir: string): string | undefined {
  try {
    return realpathSync(serverBuildFile(clientDir));
  } catch {
    return undefined;
  }
}

/**
 * Imports the server build beside `clientDir`, or undefined when there is none (not built yet:
 * the server then says so instead of pages). Its entry module (src/web/entry.server.tsx) exports
 * the router-context key the loaders read their PageServices from.
 */
export async function loadPagesBuild(clientDir: string): Promise<PagesBuild | undefined> {
  const file = serverBuildFile(clientDir);
  if (!existsSync(file)) return undefined;
  const source = realpathSync(file);
  const build = (await import(pathToFileURL(source).href)) as ServerBuild;
  return pagesBuildOf(build, source);
}

/** `build` with the router-context key its entry module exports (src/web/entry.server.tsx). */
export function pagesBuildOf(build: ServerBuild, source: string): PagesBuild {
  const entry = build.entry.module as ServerBuild['entry']['module'] & {
    pageServicesContext?: RouterContext<PageServices>;
  };
  if (!entry.pageServicesContext)
    throw new Error(`${source} : build d’une autre version de la boutique (reconstruisez-la).`);
  return { build, servicesContext: entry.pageServicesContext, source };
}

/**
 * `npm run dev` (src/server/dev.ts, docs/decisions/0218): Vite makes the server build from the
 * sources as they are now and serves the browser's modules. Only a type here: the production
 * server never imports Vite.
 */
export interface DevBuild {
  /** The server build as the code is now: a module changed since the last call is loaded again. */
  load(): Promise<PagesBuild>;
  /** Calls `listener` after a source file changed (the pages rendered before are stale). */
  onChange(listener: () => void): void;
  /** Whether a GET of `url` is for one of Vite's own files (modules, public/), not a page. */
  serves(url: string): boolean;
  /** Answers such a request (a 404 when Vite has no such file). */
  serve(request: IncomingMessage, response: ServerResponse): void;
  close(): Promise<void>;
}

/** Starts Vite on the app's own HTTP server (its hot-reload socket shares the shop's port). */
export type StartDevBuild = (app: FastifyInstance) => Promise<DevBuild>;
