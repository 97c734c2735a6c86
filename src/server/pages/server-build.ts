import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouterContext, ServerBuild } from 'react-router';
import type { PageServices } from '../../shared/pages/page-services.ts';

/** The React Router server build (`<BUILD_DIR>/server/index.js`) and the key its loaders read. */
export interface PagesBuild {
  build: ServerBuild;
  servicesContext: RouterContext<PageServices>;
}

/** Where the server build of `clientDir`'s build is (`build/client` → `build/server/index.js`). */
export function serverBuildFile(clientDir: string): string {
  return path.join(path.dirname(path.resolve(clientDir)), 'server', 'index.js');
}

/**
 * Imports the server build beside `clientDir`, or undefined when there is none (not built yet:
 * the server then says so instead of pages). Its entry module (src/web/entry.server.tsx) exports
 * the router-context key the loaders read their PageServices from.
 */
export async function loadPagesBuild(clientDir: string): Promise<PagesBuild | undefined> {
  const file = serverBuildFile(clientDir);
  if (!existsSync(file)) return undefined;
  const build = (await import(pathToFileURL(file).href)) as ServerBuild;
  const entry = build.entry.module as ServerBuild['entry']['module'] & {
    pageServicesContext?: RouterContext<PageServices>;
  };
  if (!entry.pageServicesContext)
    throw new Error(`${file} : build d’une autre version de la boutique (reconstruisez-la).`);
  return { build, servicesContext: entry.pageServicesContext };
}
