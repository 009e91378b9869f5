// How the workspace's tests run Chromium: Debian's, at one path, driven by playwright-core (which
// never downloads a browser of its own). `pnpm setup:browser` (scripts/ensure-chromium.sh)
// installs it there.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

// No sandbox: the tests run as root in containers, where Chromium's sandbox cannot start. Without
// the background-networking flags Chromium phones home, which the closed test network refuses.
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** The launch options every test shares, after checking that Chromium is there. */
function launchOptions(options = {}) {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(
      `Chromium is not at ${CHROMIUM_PATH}; the browser tests need Debian's chromium: run \`pnpm setup:browser\``,
    );
  return {
    ...options,
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  };
}

/** A headless Chromium; `options.args` come after the shared ones. */
export async function launchChromium(options) {
  return chromium.launch(launchOptions(options));
}

/** A headless Chromium with its profile in `userDataDir`, as one browser context. */
export async function launchChromiumContext(userDataDir, options) {
  return chromium.launchPersistentContext(userDataDir, launchOptions(options));
}
