// Prism is an optional peer: without it the static mode does not start, and says what to install.
// (tests/registry starts `--static` from a real install without Prism, then with it.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { StartupError } from '../src/core/errors.js';
import { loadWithPrism, prismInstallCommand } from '../src/node/peers.js';

const { peerDependencies } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as {
  peerDependencies: Record<string, string>;
};
const notFound = (name: string) =>
  Object.assign(new Error(`Cannot find package '${name}' imported from /app/node_modules/x.js`), {
    code: 'ERR_MODULE_NOT_FOUND',
  });

describe('the static mode without Prism installed', () => {
  it('names the install command, with the peer versions of package.json', () => {
    expect(prismInstallCommand()).toBe(
      `npm i -D @stoplight/prism-http@${peerDependencies['@stoplight/prism-http']} @stoplight/prism-core@${peerDependencies['@stoplight/prism-core']}`,
    );
  });

  it('is the command the README gives', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`${prismInstallCommand()}   # only for --static`);
  });

  it.each(['@stoplight/prism-http', '@stoplight/prism-core'])(
    'turns a missing %s into that one line',
    async (name) => {
      const failure = loadWithPrism(() => Promise.reject(notFound(name)));
      await expect(failure).rejects.toBeInstanceOf(StartupError);
      await expect(failure).rejects.toThrow(
        `needs Prism, an optional peer dependency that is not installed; run: ${prismInstallCommand()}`,
      );
    },
  );

  it('passes any other failure through as it is, and a successful load', async () => {
    const other = notFound('left-pad');
    await expect(loadWithPrism(() => Promise.reject(other))).rejects.toBe(other);
    await expect(loadWithPrism(() => Promise.resolve(42))).resolves.toBe(42);
  });
});
