// The Node.js version the project runs on: the `node` package in dependencies installs that
// version's binary in node_modules/.bin, where every npm script finds it before the machine's own
// (docs/decisions/0014-node-24-lts.md). These helpers let `npm start` and `npm test` say which
// version they run on, and warn when something started them on another one.
import { readFileSync } from 'node:fs';

const PACKAGE_JSON = new URL('../package.json', import.meta.url);

/** The range in package.json `engines.node`, e.g. `^24.21.0`. */
export function pinnedRange() {
  return JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')).engines.node;
}

/** The major version the project pins (24 for `^24.21.0`). */
export function pinnedMajor() {
  return Number(/\d+/.exec(pinnedRange())?.[0]);
}

/** One line for the top of `npm start` / `npm test`, plus a warning when off the pinned major. */
export function runtimeLines(version = process.version) {
  const lines = [`Node.js ${version} (version du projet : ${pinnedRange()})`];
  if (Number(/^v?(\d+)/.exec(version)?.[1]) !== pinnedMajor()) {
    lines.push(
      `⚠ Ce n'est pas la version du projet. Lancez \`npm install\`, puis passez par npm ` +
        '(`npm start`, `npm test`) : npm utilise alors node_modules/.bin/node.',
    );
  }
  return lines;
}
