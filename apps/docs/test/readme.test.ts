// The README's opening example, run as its reader runs it: what `pnpm run docs` runs (the root
// package.json's script), on a free port, stopped as Ctrl-C stops it, and what it printed compared
// with the block the README shows, the address written back as the default and the checkout's path
// as the README's `…`. The mock's README tests start their commands the same way.
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { docsOrigin, startServer } from '@dispute-api/test-support/server-process';
import { describe, expect, it } from 'vitest';
import { docsDir } from '../src/paths.mjs';
import { DEFAULT_HOST, DEFAULT_PORT } from '../src/server.mjs';

const root = realpathSync(join(docsDir, '../..'));
const readme = readFileSync(join(docsDir, 'README.md'), 'utf8');

/** The README's opening, before its first section: the commands, then what they print. */
function opening(): { command: string; printed: string } {
  const start = readme.slice(0, readme.indexOf('\n## '));
  const commands = /```sh\n([\s\S]*?)```/.exec(start)?.[1];
  const printed = /```text\n([\s\S]*?)```/.exec(start)?.[1];
  const command = /^pnpm run docs(.*?)\s+#/m.exec(commands ?? '')?.[1];
  if (command === undefined || printed === undefined)
    throw new Error('apps/docs/README.md opens with no `pnpm run docs` followed by a ```text block');
  return { command, printed };
}

/** The script `pnpm run docs` runs, from the root package.json. */
function docsScript(): string {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const script = /^node (\S+)$/.exec(scripts.docs ?? '')?.[1];
  if (script === undefined) throw new Error('the root package.json runs no node script for `docs`');
  return join(root, script);
}

describe("apps/docs/README.md's opening example", () => {
  it('prints the line it shows, and nothing else until stopped', async () => {
    const { command, printed } = opening();
    const args = [...command.split(/\s+/).filter(Boolean), '--port', '0'];
    const docs = await startServer(docsScript(), args, docsOrigin, root);
    const { stdout, stderr, code } = await docs.stop();
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const asShown = stdout.replaceAll(`${docs.ready}/`, `http://${DEFAULT_HOST}:${DEFAULT_PORT}/`);
    expect(asShown.replaceAll(root, '…')).toBe(printed);
  });
});
