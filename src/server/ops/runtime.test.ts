import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pinnedMajor, pinnedRange, runtimeLines } from '../../../scripts/runtime.mjs';
import { ROOT } from './test-processes.ts';

const packageJson = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8'));

describe('the Node.js version the project runs on', () => {
  it('is the one the project pins: this suite fails on any other major version', () => {
    expect(process.version).toMatch(new RegExp(`^v${pinnedMajor()}\\.`));
    // …and it is the binary the `node` dependency installed, not the machine's own Node.js.
    const installed = JSON.parse(readFileSync(`${ROOT}node_modules/node/package.json`, 'utf8'));
    expect(process.version).toBe(`v${installed.version}`);
  });

  it('is pinned in one range: engines and the `node` dependency agree', () => {
    expect(packageJson.dependencies.node).toBe(pinnedRange());
    // npm would skip the binary download without this approval (install scripts are reviewed).
    expect(packageJson.allowScripts).toMatchObject({ node: true });
  });

  it('npm start and npm test say which version runs, and warn when it is not the pinned one', () => {
    expect(runtimeLines(`v${pinnedMajor()}.3.1`)).toEqual([
      `Node.js v${pinnedMajor()}.3.1 (version du projet : ${pinnedRange()})`,
    ]);
    const [line, warning] = runtimeLines('v20.20.2');
    expect(line).toBe(`Node.js v20.20.2 (version du projet : ${pinnedRange()})`);
    expect(warning).toContain("Ce n'est pas la version du projet");
    expect(warning).toContain('npm install');
  });
});
