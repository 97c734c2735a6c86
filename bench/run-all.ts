// `npm run bench`: every bench in turn, each printing its figures and a PASS/FAIL verdict line.
import { spawn } from 'node:child_process';

const benches = ['bench/bundle-size.ts', 'bench/lighthouse.ts'];

/** Runs one bench, echoing its output as it comes, and returns its verdict line. */
function run(bench: string): Promise<string> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', bench], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('close', (code) => {
      const verdict = output
        .split('\n')
        .filter((line) => /: (PASS|FAIL)\b/.test(line))
        .pop();
      resolve(verdict ?? `${bench}: FAIL (aucun verdict, code ${code})`);
    });
  });
}

const verdicts: string[] = [];
for (const bench of benches) {
  console.log(`\n══ ${bench} ══`);
  verdicts.push(await run(bench));
}
console.log('\n══ Résumé ══');
for (const line of verdicts) console.log(line);
