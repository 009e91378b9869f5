// What a test process started is gone once it ends, however it ends, and what an earlier run
// could not remove is swept by the next one.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUN_MARKER, scratchDir, sweepStaleRuns } from '../src/cleanup.mjs';
import { isRunning as running, markedProcesses } from '../src/reap.mjs';
import { runInGroup, spawnInGroup, stopGroup } from '../src/processes.mjs';

const holder = join(import.meta.dirname, 'fixtures', 'holder.mjs');

/** Starts the holder and resolves with what it holds once it has printed it. */
function startHolder(outside: string, ...flags: string[]) {
  const child = spawn(process.execPath, [holder, outside, ...flags], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<{ child: typeof child; held: { dir: string; outside: string; child: number } }>(
    (resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        if (out.includes('\n')) resolve({ child, held: JSON.parse(out) });
      });
      // 'close' comes after its output: a holder that dies at once has printed what it holds.
      child.once('close', (code) => reject(new Error(`holder exited ${code} early`)));
    },
  );
}

describe('a test process that ends', () => {
  it.each(['SIGKILL', 'SIGTERM', 'SIGINT'] as const)(
    'on %s leaves no folder, file or process behind',
    async (signal) => {
      const outside = join(scratchDir('outside'), 'example.mjs');
      const { child, held } = await startHolder(outside);
      expect(existsSync(held.dir)).toBe(true);
      expect(existsSync(outside)).toBe(true);
      expect(running(held.child)).toBe(true);
      child.kill(signal);
      await expect.poll(() => existsSync(held.dir)).toBe(false);
      await expect.poll(() => existsSync(outside)).toBe(false);
      await expect.poll(() => running(held.child)).toBe(false);
    },
  );

  it('removes a path it listed the moment before it was killed', async () => {
    const outside = join(scratchDir('outside'), 'example.mjs');
    const { held } = await startHolder(outside, '--die-at-once');
    await expect.poll(() => existsSync(held.dir)).toBe(false);
    await expect.poll(() => existsSync(outside)).toBe(false);
  });
});

describe('a run whose reaper did not get to clean', () => {
  it('is swept by the next run: its marked processes ended, its folder removed', async () => {
    // An owner that cannot be alive: above the largest pid Linux gives (2^22). The pid of a process
    // that just ended was given again within the test on a loaded machine, and the sweep, rightly,
    // left that run alone.
    const gone = 4_194_305;
    const stale = mkdtempSync(join(tmpdir(), `dispute-api-test-${gone}-`));
    writeFileSync(join(stale, 'left.txt'), '');
    const orphan = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, [RUN_MARKER]: stale },
    });
    await expect.poll(() => markedProcesses(stale)).toEqual([orphan.pid]);
    sweepStaleRuns();
    expect(existsSync(stale)).toBe(false);
    await expect.poll(() => running(orphan.pid!)).toBe(false);
  });
});

describe('process groups', () => {
  it('stopGroup ends what the child started too', async () => {
    const child = spawnInGroup('sh', ['-c', 'sleep 300 & echo $!; wait']);
    const grandchild = await new Promise<number>((resolve) =>
      child.stdout!.once('data', (chunk) => resolve(Number(String(chunk).trim()))),
    );
    expect(running(grandchild)).toBe(true);
    await stopGroup(child);
    await expect.poll(() => running(grandchild)).toBe(false);
  });

  it('runInGroup ends what the command left running when it exits', async () => {
    const run = await runInGroup('sh', ['-c', 'sleep 300 > /dev/null & echo $!']);
    expect(run.code).toBe(0);
    await expect.poll(() => running(Number(run.stdout.trim()))).toBe(false);
  });
});
