// What the READMEs' examples of the mock need in a test: the mock's command started as a reader
// starts it (on a free port, the one difference), and their shell lines run through sh against it,
// with the answers their comments state checked.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mockOrigin, startServer, type Printed } from '@dispute-api/test-support/server-process';
import { expect } from 'vitest';
import { DEFAULT_HOST, DEFAULT_PORT } from '../../src/core/defaults.js';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** The address the READMEs show, which the tests replace with their mock's. */
export const README_ORIGIN = `http://${DEFAULT_HOST}:${DEFAULT_PORT}`;

/** A file of this package, by its path from the package folder (`../../README.md` is the root README). */
export function readPackageFile(path: string): string {
  return readFileSync(join(packageDir, path), 'utf8');
}

export interface ShellLine {
  command: string;
  comment?: string;
}

/** The lines of a shell block, a line ending in `\` joined to the next, each with its comment. */
export function shellLines(block: string): ShellLine[] {
  return block
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [, command, comment] = /^(.*?)(?:\s+#\s(.*))?$/.exec(line)!;
      return comment === undefined ? { command: command! } : { command: command!, comment };
    });
}

/** The arguments of a line that starts the mock (`npx dispute-api-mock …`, `pnpm mock …`, `pnpm -s mock …`), if it is one. */
export function mockArguments(command: string): string[] | undefined {
  const start = /^(?:npx dispute-api-mock|pnpm (?:-s )?mock)\b(.*)$/.exec(command);
  return start?.[1]!.split(/\s+/).filter(Boolean);
}

export interface RunningCli {
  origin: string;
  /** Stops it as Ctrl-C does, and resolves with all it printed. */
  stop: () => Promise<Printed>;
}

/** Starts the package's command with `args` and a free port; resolves once it says where it serves. */
export async function startCli(args: string[]): Promise<RunningCli> {
  const { bin } = JSON.parse(readPackageFile('package.json')) as { bin: Record<string, string> };
  const cli = join(packageDir, bin['dispute-api-mock']!);
  const { ready, stop } = await startServer(cli, [...args, '--port', '0'], mockOrigin);
  return { origin: ready, stop };
}

/** Runs a shell script written for the READMEs' address against `origin`, with this test's node first on PATH. */
export function runShell(
  script: string,
  origin: string,
): { stdout: string; stderr: string; status: number | null } {
  const PATH = [dirname(process.execPath), process.env.PATH].join(delimiter);
  const run = spawnSync('sh', ['-c', script.replaceAll(README_ORIGIN, origin)], {
    encoding: 'utf8',
    env: { ...process.env, PATH },
    timeout: 60_000,
  });
  if (run.error) throw run.error;
  return run;
}

/** Fails with what to install when curl, which the READMEs' lines use, is missing. */
export function requireCurl(): void {
  if (spawnSync('curl', ['--version']).error)
    throw new Error("these tests run the READMEs' curl lines: install curl (apt-get install -y curl)");
}

export interface CurlAnswer {
  status: number;
  body: string;
}

/** Runs one curl line after the block's other lines (its variables), and reads its status and body. */
export function curlAnswer(setup: string[], command: string, origin: string): CurlAnswer {
  // `curl -s` prints the body alone; the status that comments state is added by -w, through a function.
  const withStatus = `curl() { command curl -w '\\n%{http_code}' "$@"; }`;
  const run = runShell([...setup, withStatus, command].join('\n'), origin);
  expect(run.stderr, command).toBe('');
  expect(run.status, command).toBe(0);
  const at = run.stdout.lastIndexOf('\n');
  return { status: Number(run.stdout.slice(at + 1)), body: run.stdout.slice(0, at) };
}

/** `…` in a README stands for any text. */
function pattern(shown: string, whole: boolean): RegExp {
  const source = shown
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]*?');
  return new RegExp(whole ? `^${source}$` : source);
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

type Check = (answer: CurlAnswer, command: string, ...said: string[]) => void;

/** The forms a comment gives an answer in, each with what it asserts. */
const ANSWER_FORMS: [RegExp, Check][] = [
  // JSON by itself is the whole body; a quoted fragment (`"outcome":"refunded"`), a part of it.
  [/^([{"].*[}"])$/, ({ body }, _, shown) => expect(body).toMatch(pattern(shown, isJson(shown)))],
  // An error code, with its message after a colon.
  [
    /^([a-z]+_[a-z_]+)(?:: (.+))?$/,
    ({ body }, _, code, message) =>
      expect(JSON.parse(body).error).toMatchObject(message === undefined ? { code } : { code, message }),
  ],
  [
    /^the last (\d+) of (\d+) (\w+)$/,
    ({ body }, _, count, total, list) => {
      const page = JSON.parse(body);
      expect(page[list]).toHaveLength(Number(count));
      expect(page.pagination.totalCount).toBe(Number(total));
      expect(page.pagination.offset + Number(count)).toBe(Number(total));
    },
  ],
  [
    /^the (\S+) shape: (.+)$/,
    ({ body }, command, version, members) => {
      expect(command).toContain(`/public/${version}/`);
      expect(Object.keys(JSON.parse(body))).toEqual(expect.arrayContaining(members.split(', ')));
    },
  ],
  [/^back to the seed$/, ({ body }) => expect(JSON.parse(body)).toMatchObject({ reset: true })],
];

function answerForm(claim: string): (answer: CurlAnswer, command: string) => void {
  for (const [form, check] of ANSWER_FORMS) {
    const said = form.exec(claim);
    if (said) return (answer, command) => check(answer, command, ...said.slice(1));
  }
  throw new Error(`no check for the answer "${claim}"`);
}

/**
 * Checks an answer against the comment of its line: `[STATUS] [ANSWER][, NOTE]`, where ANSWER has
 * one of the forms above and NOTE is prose left unchecked (`# 202, stored`, `# "OK", no key needed`).
 */
export function expectStatedAnswer(comment: string, answer: CurlAnswer, command: string): void {
  const [, status, rest] = /^(?:(\d{3})\b)?\s*(.*)$/.exec(comment)!;
  let claim = rest!;
  if (!ANSWER_FORMS.some(([form]) => form.test(claim)) && claim.includes(', '))
    claim = claim.slice(0, claim.indexOf(', '));
  if (status === undefined && claim === '') throw new Error(`the comment "# ${comment}" states no answer`);
  if (status !== undefined) expect(answer.status, command).toBe(Number(status));
  if (claim !== '') answerForm(claim)(answer, command);
}
