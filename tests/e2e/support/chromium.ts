/**
 * How the tests and the benches start Debian's Chromium (TOOLCHAIN.md): headless, no sandbox (as
 * root), and none of its background connections, which this machine's closed network refuses.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
