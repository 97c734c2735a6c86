// A camera photo uploaded from the owner's phone on mobile data: real Chromium at 390 × 844, the
// network of a slow phone connection (CDP Network.emulateNetworkConditions: 150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up — bench:phone's profile), the admin's product editor, and a
// 4.9 MB JPEG of 4 032 × 3 024 pixels (a phone camera's size, photo-like: gradients, weave, sensor
// grain) chosen in 'Fichiers des photos à ajouter'. Measured: from choosing the file to the photo
// standing in the editor's list, and the bytes the phone really sent. Median of `--runs` (default
// 3). Budget: ≤ 20 s (the phone shrinks the photo before sending it, docs/decisions/0203).
//
//   npm run bench:upload                       # this checkout's server (built if needed)
//   npm run bench:upload -- --runs 1
//   npm run bench:upload -- --checkout before=/work/wt-old --checkout after=.
//
// A bench reports; it always exits 0.
import { chromium, devices } from '@playwright/test';
import { cpus, loadavg } from 'node:os';
import sharp from 'sharp';
import { photoLikeJpeg } from '../src/server/catalogue/photos/test-photos.ts';
import { CHROMIUM_ARGS } from '../tests/e2e/support/chromium.ts';
import { benchAdminSession } from './support/admin-session.ts';
import { BENCH_PHOTO_ADMIN, photoServerEnv } from './support/uploaded-photo.ts';
import { median, openTargets, parseArgs, stopTargets, type Target } from './support/targets.ts';

const BUDGET_S = 20;
const TARGET_BYTES = 4.9 * 1024 * 1024;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** A camera JPEG of about 4.9 MB: the photo-like picture at a phone camera's size, little compressed. */
async function cameraJpeg(): Promise<Buffer> {
  const base = await photoLikeJpeg(4032, 3024);
  let best = base;
  for (const quality of [90, 93, 95, 97, 98, 99, 100]) {
    const jpeg = await sharp(base).jpeg({ quality, chromaSubsampling: '4:4:4' }).toBuffer();
    best = jpeg;
    if (jpeg.length >= TARGET_BYTES) break;
  }
  return best;
}

/** One upload into the `run`-th product's editor (a photo already there is not added twice). */
async function uploadOnce(target: Target, cookie: string, photo: Buffer, run: number) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      locale: 'fr-FR',
      baseURL: target.url,
    });
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: target.url }]);
    const page = await context.newPage();
    let sent = 0;
    // What the phone sent: the upload's Content-Length (a Blob body has no post data to read).
    const counted: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      if (request.method() === 'POST' && /\/photos/.test(request.url()))
        counted.push(
          request.allHeaders().then((headers) => {
            sent += Number(headers['content-length'] ?? 0);
          }),
        );
    });
    await page.goto('/admin/dashboard?onglet=produits');
    const panel = page.getByRole('tabpanel');
    await panel
      .getByRole('button', { name: /^Modifier « / })
      .nth(run)
      .click();
    const editor = page.getByRole('dialog', { name: 'Modifier le produit' });
    const photos = editor.getByRole('listitem', { name: /^Photo \d+$/ });
    await editor.getByLabel('Fichiers des photos à ajouter').waitFor();
    const before = await photos.count();

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    const started = Date.now();
    await editor.getByLabel('Fichiers des photos à ajouter').setInputFiles({
      name: 'IMG_20261128_101500.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await photos.nth(before).waitFor({ timeout: 240_000 });
    const seconds = (Date.now() - started) / 1000;
    await Promise.all(counted);
    return { seconds, sent };
  } finally {
    await browser.close();
  }
}

async function main() {
  const args = parseArgs();
  const runs = args.runs ?? 3;
  const photo = await cameraJpeg();
  const size = await sharp(photo).metadata();
  console.log(
    `bench:upload — ${cpus().length} cœurs, charge ${loadavg()[0]!.toFixed(1)} ; photo ${(photo.length / 1024 / 1024).toFixed(2)} Mo, ${size.width} × ${size.height} ; réseau 750 kbit/s montant, 150 ms ; ${runs} essai(s)`,
  );
  const targets = await openTargets(args, photoServerEnv());
  const verdicts: boolean[] = [];
  try {
    for (const target of targets) {
      const cookie = await benchAdminSession(target.url, BENCH_PHOTO_ADMIN);
      const times: number[] = [];
      const bytes: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        try {
          const { seconds, sent } = await uploadOnce(target, cookie, photo, run);
          times.push(seconds);
          bytes.push(sent);
          console.log(
            `  ${target.label} essai ${run + 1} : ${seconds.toFixed(1)} s, ${(sent / 1024).toFixed(0)} Ko envoyés`,
          );
        } catch (error) {
          // No photo in the list: over budget, whatever the reason (a timeout, a refusal).
          times.push(Infinity);
          console.log(
            `  ${target.label} essai ${run + 1} : pas de photo (${(error as Error).message.split('\n')[0]})`,
          );
        }
      }
      const m = median(times);
      verdicts.push(m <= BUDGET_S);
      console.log(
        `${target.label} : médiane ${m.toFixed(1)} s (budget ≤ ${BUDGET_S} s), ${bytes.length ? (median(bytes) / 1024).toFixed(0) : '—'} Ko envoyés pour ${(photo.length / 1024).toFixed(0)} Ko choisis → ${m <= BUDGET_S ? 'PASS' : 'FAIL'}`,
      );
    }
  } finally {
    await stopTargets();
  }
  console.log(`bench:upload: ${verdicts.every(Boolean) ? 'PASS' : 'FAIL'}`);
}

await main();
