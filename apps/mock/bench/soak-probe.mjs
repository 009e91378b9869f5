// Preloaded into the mock's process by the soak (`node --expose-gc --import <this> dist/cli.js`), never
// by the mock itself: it answers the soak's questions over the IPC channel, so that the mock measured
// is the CLI as users start it, with nothing added on its request path.
//   { id, gc, snapshot }  ->  { id, rss, heapUsed, heapTotal, young, external, snapshot }
// `gc: true` runs a full collection first, so that heapUsed is what is still referenced (live), not
// garbage waiting for the next collection; `snapshot: <file>` writes a heap snapshot there (which
// collects first too). `young` is the space V8 has reserved for new objects (part of heapTotal), which
// it enlarges under a sustained load. Sizes are bytes.
import { setTimeout as sleep } from 'node:timers/promises';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';

/** Two full collections apart: V8 frees the memory of dead buffers on a background thread after the first. */
async function collect() {
  globalThis.gc();
  await sleep(200);
  globalThis.gc();
}

if (process.send) {
  process.on('message', async ({ id, gc, snapshot }) => {
    if (gc) await collect();
    const written = snapshot ? writeHeapSnapshot(snapshot) : undefined;
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    const young = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0;
    process.send({ id, rss, heapUsed, heapTotal, young, external, snapshot: written });
  });
  // The mock never outlives the soak, even when the soak is killed without a chance to stop it.
  process.on('disconnect', () => process.exit(0));
  process.channel?.unref();
}
