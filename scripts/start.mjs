// `pnpm start [--port N] [--docs-port N]` after the build: the mock server and the docs site side by
// side, each printing where it is served. Ctrl-C (or either one exiting) stops both.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

/** @param {string | undefined} value @param {string} flag */
function port(value, flag) {
  if (value === undefined) return [];
  if (!/^\d+$/.test(value) || Number(value) > 65535) {
    console.error(`start: ${flag} must be an integer from 0 to 65535, got "${value}"`);
    process.exit(2);
  }
  return ['--port', value];
}

let values;
try {
  ({ values } = parseArgs({
    options: { port: { type: 'string' }, 'docs-port': { type: 'string' } },
    strict: true,
  }));
} catch (error) {
  console.error(`start: ${error.message}\nusage: pnpm start [--port N] [--docs-port N]`);
  process.exit(2);
}

const services = [
  ['mock', 'apps/mock/dist/cli.js', port(values.port, '--port')],
  ['docs', 'apps/docs/src/serve.mjs', port(values['docs-port'], '--docs-port')],
].map(([name, entry, args]) => ({
  name,
  child: spawn(process.execPath, [entry, ...args], { stdio: 'inherit' }),
}));

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of services) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const { name, child } of services) {
  child.on('exit', (code) => {
    if (!stopping && code !== 0) console.error(`${name} exited with code ${code}`);
    stopAll(code ?? 0);
  });
}
// Ctrl-C is the normal stop, so it ends with 0 and pnpm reports nothing. `on`, not `once`: the
// terminal sends SIGINT to the whole group and pnpm passes on one of its own, so a second may arrive
// while the children stop, and with no handler left it would kill this process by the signal.
// (`pnpm start` runs this script with `exec`, so that no shell stands between: sh would die of the
// SIGINT, which pnpm reports as "Command failed".)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
