// The Respect commands of the guide Check a real environment ("Run the workflows", in
// apps/docs/guides/check-a-real-environment.md), as a partner runs them: the mock's own CLI serves
// the sandbox and each command runs through a shell, word for word, except for the sandbox's
// address (a free port in place of 4010). Each shipped workflow must be named above a command that
// gives every input it requires and, where it calls an operation with only a `2XX` success, lowers
// Respect's status code check (the same guide, "Redocly's known issues", issue 1).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { operationOf, operationsOf } from '@dispute-api/spec/contract';
import { fencedBlocks, readGuide } from '@dispute-api/test-support/markdown';
import { mockOrigin } from '@dispute-api/test-support/server-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runQuiet, shippedWorkflows } from './respect.js';

const require = createRequire(import.meta.url);
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const GUIDE_ORIGIN = 'http://127.0.0.1:4010';

interface GuideCommand {
  /** The workflows named in the comment line above the command. */
  serves: string[];
  /** The command, its continuation lines joined. */
  command: string;
}

/** The sh blocks of the guide's "Run the workflows" section that run Respect. */
function guideCommands(): GuideCommand[] {
  return fencedBlocks(readGuide('check-a-real-environment'), 'Run the workflows')
    .filter(({ language }) => language === 'sh')
    .map(({ text: block }) => {
      const [comment, ...rest] = block.split('\n');
      const serves = comment.startsWith('# ') ? comment.slice(2).split(', ') : [];
      return {
        serves,
        command: rest
          .join('\n')
          .replace(/\\\n\s*/g, '')
          .trim(),
      };
    })
    .filter((c) => c.command.includes(' respect '));
}

const requiredInputs = (file: string): string[] =>
  (
    parse(readFileSync(file, 'utf8')) as { workflows: { inputs?: { required?: string[] } }[] }
  ).workflows.flatMap((w) => w.inputs?.required ?? []);

/** Whether a workflow calls an operation whose only success response is the `2XX` range. */
function callsRangeOnlyOperation(version: string, file: string): boolean {
  const arazzo = parse(readFileSync(file, 'utf8')) as { workflows: { steps: { operationId?: string }[] }[] };
  const ids = new Set(arazzo.workflows.flatMap((w) => w.steps.map((s) => s.operationId)));
  return operationsOf(version)
    .filter((op) => ids.has(op.operationId))
    .some((op) => {
      const success = Object.keys(operationOf(op).responses as object).filter((k) => /^2/.test(k));
      return success.length > 0 && success.every((k) => k === '2XX');
    });
}

describe('the guide names a command for every shipped workflow', () => {
  const commands = guideCommands();

  it.each(shippedWorkflows())('$version $name', ({ version, name, file }) => {
    const id = name.replace(/\.arazzo\.yaml$/, '');
    const serving = commands.filter((c) => c.serves.includes(id));
    expect(
      serving.map((c) => c.serves),
      id,
    ).toHaveLength(1);
    const { command } = serving[0];
    for (const input of requiredInputs(file)) expect(command, input).toMatch(new RegExp(`--input ${input}=`));
    if (callsRangeOnlyOperation(version, file))
      expect(command).toMatch(/--severity \S*STATUS_CODE_CHECK=warn/);
  });
});

describe("the guide's commands, as written, against the sandbox", () => {
  let mock: ChildProcess;
  let origin: string;

  beforeAll(async () => {
    const cli = join(dirname(require.resolve('@dispute-api/mock/package.json')), 'dist', 'cli.js');
    mock = spawn(process.execPath, [cli, '--port', '0', '--log-level', 'warn'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    origin = await announcedOrigin(mock);
    await untilHealthy(`${origin}/public/2025-04-01/health-check`);
  });
  afterAll(async () => {
    if (!mock || mock.exitCode !== null) return;
    const exited = once(mock, 'exit');
    mock.kill();
    await exited;
  });

  it.each(guideCommands().map((c) => [c.serves[0], c]))('%s', async (first, { command }) => {
    expect(command).toContain(GUIDE_ORIGIN);
    const run = await runQuiet('sh', ['-c', command.replaceAll(GUIDE_ORIGIN, origin)], packageDir);
    const output = `${run.stdout}${run.stderr}`;
    console.log(`guide command for ${first}: ${/Workflows: .*/.exec(output)?.[0] ?? 'no summary'}`);
    expect(run.status, output).toBe(0);
    expect(output).toMatch(/Workflows: 1 passed, 1 total/);
  });
});

/** The origin the mock's CLI prints once it listens (it prints one line per version). */
function announcedOrigin(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const origin = mockOrigin(seen);
      if (origin !== undefined) resolve(origin);
    });
    child.once('exit', (code) =>
      reject(new Error(`the mock exited with ${code} before listening:\n${seen}`)),
    );
  });
}

/** Polls until the URL answers 200; the limit is generous, for a loaded machine. */
async function untilHealthy(url: string, limitMs = 120_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() - started > limitMs) throw new Error(`${url} did not answer 200 within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
