// The workspace's Chromium starts with the shared flags, and a caller's own flags come after them.
import { expect, it } from 'vitest';
import { CHROMIUM_ARGS, launchChromium } from '../src/browser.mjs';

it("starts Chromium with the shared flags and the caller's", async () => {
  const browser = await launchChromium({ args: ['--lang=fr'] });
  try {
    const page = await browser.newPage();
    // Chromium's own page of how it was started.
    await page.goto('chrome://version');
    const commandLine = (await page.locator('#command_line').textContent()) ?? '';
    for (const flag of [...CHROMIUM_ARGS, '--lang=fr']) expect(commandLine).toContain(flag);
  } finally {
    await browser.close();
  }
});
