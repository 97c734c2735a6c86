/**
 * How the tests and the benches start Debian's Chromium (TOOLCHAIN.md): headless, no sandbox (as
 * root), and none of its background connections, which this machine's closed network refuses.
 */

/**
 * Features Playwright switches off (playwright-core's chromiumSwitches.ts). Chromium keeps only the
 * last `--disable-features` of its command line, so ours below must name them again, or they come
 * back on (PaintHolding, among others). browser-flags.spec.ts checks the list still covers them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Desktop Chromium's address-bar popup is a web page of its own: with every new tab, Chromium 156
 * starts a renderer that loads ~400 scripts for it, ~1 s of CPU (a whole core of this machine)
 * while the page under test loads. A phone's Chrome has none of it. A second visit on bench:phone's
 * profile painted at 0.81 s with it, 0.55 s without (medians of 6, ADR 0151).
 */
export const DESKTOP_ONLY_FEATURES = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...DESKTOP_ONLY_FEATURES].join(',')}`,
];
