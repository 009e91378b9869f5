// A vitest setup file (see ./vitest.mjs): gives the test process its run folder and reaper before
// any test starts a process, so that every child it starts carries the run's marker.
import { runDir } from './cleanup.mjs';

runDir();
