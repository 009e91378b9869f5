import type { Browser, BrowserContext, LaunchOptions } from 'playwright-core';

type PersistentContextOptions = NonNullable<
  Parameters<typeof import('playwright-core').chromium.launchPersistentContext>[1]
>;

/** Where the browser tests find Debian's Chromium (`pnpm setup:browser` installs it). */
export declare const CHROMIUM_PATH: string;
/** The flags every test's Chromium starts with: no sandbox, and no phoning home. */
export declare const CHROMIUM_ARGS: readonly string[];
/** A headless Chromium; `options.args` come after the shared ones. Rejects when Chromium is missing. */
export declare function launchChromium(
  options?: Omit<LaunchOptions, 'executablePath' | 'headless'>,
): Promise<Browser>;
/** A headless Chromium with its profile in `userDataDir`, as one browser context. */
export declare function launchChromiumContext(
  userDataDir: string,
  options?: Omit<PersistentContextOptions, 'executablePath' | 'headless'>,
): Promise<BrowserContext>;
