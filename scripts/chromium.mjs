// Debian's Chromium, as every browser suite launches it (story tests, visual regression, e2e,
// Lighthouse): Playwright cannot download its own browser here, the suites run as root, and the
// machines have no outside network, so background connections are switched off.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
