// The reaper of one test run (see ./cleanup.mjs): started detached by the test process with an IPC
// channel to it, it does nothing until that channel closes, which happens however the test
// process ends; then it ends the run's marked processes and removes its folder and the paths the
// folder's list names (./reap.mjs, `removeRun`).
import { endMarked, removeRun } from './reap.mjs';

const dir = process.argv[2];
if (!dir) throw new Error('usage: reaper.mjs <run folder>');

process.on('disconnect', () => {
  endMarked(dir);
  removeRun(dir);
  process.exit(0);
});
