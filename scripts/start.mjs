// `pnpm start` after the build: the mock server and the docs site side by side, each printing where
// it is served. Ctrl-C (or either one exiting) stops both.
import { spawn } from 'node:child_process';

const services = [
  ['mock', 'apps/mock/dist/cli.js'],
  ['docs', 'apps/docs/src/serve.mjs'],
].map(([name, entry]) => ({ name, child: spawn(process.execPath, [entry], { stdio: 'inherit' }) }));

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
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopAll(0));
