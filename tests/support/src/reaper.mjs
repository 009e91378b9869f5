// The reaper of one test run (see ./cleanup.mjs): started detached by the test process with an IPC
// channel to it, it does nothing until that channel closes, which happens however the test
// process ends; then it ends the run's marked processes and removes its folder and the paths it
// was told about.
import { rmSync } from 'node:fs';
import { endMarked } from './reap.mjs';

const dir = process.argv[2];
if (!dir) throw new Error('usage: reaper.mjs <run folder>');
const paths = new Set([dir]);

process.on('message', (message) => {
  const { remove } = /** @type {{ remove?: unknown }} */ (message);
  if (typeof remove === 'string') paths.add(remove);
});
process.on('disconnect', () => {
  endMarked(dir);
  for (const path of paths) rmSync(path, { recursive: true, force: true, maxRetries: 5 });
  process.exit(0);
});
