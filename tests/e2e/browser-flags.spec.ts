// The browser the tests and benches drive (support/chromium.ts): its one `--disable-features` must
// still name every feature Playwright switches off, since Chromium keeps only the last such switch
// (a Playwright update that adds one would otherwise turn it back on unseen), and the desktop-only
// address-bar popup that would compete with the page for the CPU.
import { expect, test } from '@playwright/test';
import { DESKTOP_ONLY_FEATURES } from './support/chromium.ts';

test('le navigateur des tests garde les réglages de Playwright et n’a pas la barre d’adresse de bureau', async ({
  page,
}) => {
  await page.goto('chrome://version');
  const commandLine = await page.locator('#command_line').innerText();
  const switches = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((m) =>
    m[1]!.split(','),
  );
  expect(switches.length).toBeGreaterThan(1);
  const kept = switches.at(-1)!;
  for (const earlier of switches.slice(0, -1))
    expect(kept).toEqual(expect.arrayContaining(earlier));
  expect(kept).toEqual(expect.arrayContaining(DESKTOP_ONLY_FEATURES));
});
