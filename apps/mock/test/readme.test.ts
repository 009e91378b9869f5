// The examples of the mock in its README and in the sandbox guide (apps/docs/guides/sandbox.md),
// run as their reader runs them: the command as written (on a free port, the one difference: the
// address is written back as the README's before comparing), its curl lines through sh, and what
// they print or answer compared with what the text shows. The root README's "Mock server" block is
// checked here too: it shows the mock's answers.
import { fencedBlocks, readGuide, type Block } from '@dispute-api/test-support/markdown';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  curlAnswer,
  expectStatedAnswer,
  mockArguments,
  readPackageFile,
  README_ORIGIN,
  requireCurl,
  runShell,
  shellLines,
  startCli,
  type RunningCli,
} from './helpers/readme.js';

const readme = readPackageFile('README.md');

/** The README's opening, before its first section: the command, what it prints, a request, its answer. */
function opening(): { command: string[]; started: string; request: string; printed: string } {
  const blocks = fencedBlocks(readme.slice(0, readme.indexOf('\n## ')));
  const languages = blocks.map((block: Block) => block.language).join(' ');
  expect(languages, 'the opening: a command, what it prints, a request, its output').toMatch(
    /^sh text sh text\b/,
  );
  const [start, started, request, printed] = blocks as [Block, Block, Block, Block];
  const command = shellLines(start.text)
    .map((line) => mockArguments(line.command))
    .find((args) => args !== undefined);
  if (command === undefined) throw new Error('the opening block starts no mock');
  return { command, started: started.text, request: request.text, printed: printed.text };
}

let mock: RunningCli | undefined;

beforeAll(async () => {
  requireCurl();
  mock = await startCli(opening().command);
});

afterAll(async () => {
  await mock?.stop();
});

describe("apps/mock/README.md's opening example", () => {
  it('prints the lines it shows when the mock starts, and nothing else until stopped', async () => {
    const started = await startCli(opening().command);
    const { stdout, stderr } = await started.stop();
    expect(stderr).toBe('');
    expect(stdout.replaceAll(started.origin, README_ORIGIN)).toBe(opening().started);
  });

  it('prints the page it shows for its request', () => {
    const run = runShell(opening().request, mock!.origin);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(opening().printed);
  });
});

describe.each([
  { file: 'apps/docs/guides/sandbox.md', text: () => readGuide('sandbox'), section: 'The sandbox' },
  { file: 'README.md (the root)', text: () => readPackageFile('../../README.md'), section: 'Mock server' },
])('$file, "$section": the answers its curl lines state', ({ file, text, section }) => {
  const block = fencedBlocks(text(), section).find(({ language }) => language === 'sh');
  const lines = shellLines(block?.text ?? '');

  beforeEach(async () => {
    const reset = await fetch(`${mock!.origin}/__mock/reset`, {
      method: 'POST',
      headers: { 'x-api-key': 'local-dev-key' },
    });
    expect(reset.status).toBe(200);
  });

  // A shell and a curl per line, which a loaded machine may take seconds to start.
  it('are the answers the sandbox gives, line after line', () => {
    const requests = lines.filter(({ command }) => command.startsWith('curl '));
    expect(requests.length, `curl lines in ${file}, "${section}"`).toBeGreaterThan(0);
    // The lines that start the mock are this test's mock; the others (variables) come before each request.
    const setup = lines
      .filter(({ command }) => !command.startsWith('curl ') && mockArguments(command) === undefined)
      .map(({ command }) => command);
    for (const { command, comment } of requests) {
      const answer = curlAnswer(setup, command, mock!.origin);
      if (comment !== undefined) expectStatedAnswer(comment, answer, command);
    }
  });
});
