// `npm run deploy`: builds the shop into a new release folder, then switches BUILD_DIR to it in one
// rename (ADR 0097). Running instances see the switch within seconds, render the new release's
// pages, then answer from them; the earlier releases stay a day so that a tab opened before the
// deploy still loads its own chunks. Server code changes still need a restart (docs/deploy.md).
//
//   npm run deploy                       # releases/<time>/, BUILD_DIR (default build) links to it
//   npm run deploy -- --releases DIR     # another releases folder (inside the checkout)
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { run } from './run.mjs';
import { buildDir } from './build-stamp.mjs';

/** Earlier releases are kept at least this long (and the one before the current, always). */
const KEEP_MS = 24 * 60 * 60 * 1000;

const args = process.argv.slice(2);
const releasesArg = args.indexOf('--releases');
const releases = resolve(
  releasesArg >= 0 ? args[releasesArg + 1] : process.env.RELEASES_DIR || 'releases',
);
const target = resolve(buildDir());
mkdirSync(releases, { recursive: true });

const id = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const release = join(releases, id);

console.log(`▶ Construction de la version ${id} dans ${relative(process.cwd(), release)}/`);
const code = await run(process.execPath, ['scripts/build.mjs'], {
  env: { ...process.env, BUILD_DIR: release },
});
if (code !== 0) {
  console.error('✖ Build en échec : la version en service ne change pas.');
  process.exit(code);
}

// A BUILD_DIR that is still a plain folder (before the first deploy) becomes a release itself.
const existing = lstatSync(target, { throwIfNoEntry: false });
if (existing?.isDirectory()) {
  const first = join(releases, `${id}-precedente`);
  renameSync(target, first);
  console.log(`  l’ancien ${basename(target)}/ devient ${relative(process.cwd(), first)}/`);
}

// The switch: a new link, renamed over the old one (one rename: atomic for every reader).
const link = `${target}.next-${process.pid}`;
rmSync(link, { force: true });
symlinkSync(relative(resolve(target, '..'), release), link);
renameSync(link, target);
console.log(
  `✔ ${basename(target)} → ${relative(process.cwd(), release)} : les instances suivent en quelques secondes.`,
);

// Releases older than a day go, except the current one and the one before it.
const all = readdirSync(releases)
  .map((name) => join(releases, name))
  .filter((dir) => existsSync(join(dir, 'client')))
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
for (const dir of all.slice(2)) {
  if (Date.now() - statSync(dir).mtimeMs > KEEP_MS) {
    rmSync(dir, { recursive: true, force: true });
    console.log(`  version retirée (plus d’un jour) : ${basename(dir)}`);
  }
}
