// Runs `redocly respect` as a partner would (its own process, the published workflow files) and
// reads its JSON report. Two checks of Respect's own are known to misjudge this contract (see
// "Redocly's known issues" in apps/docs/guides/check-a-real-environment.md); they run at `warn`, and `toolFindings` keeps
// only the warnings that are NOT those two, so anything else still fails a test.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  contractProblems,
  operationOf,
  operationsOf,
  responseKey,
  type OperationRef,
} from '@dispute-api/spec/contract';
import { VERSIONS } from '@dispute-api/spec/versions';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import { runInGroup } from '@dispute-api/test-support/processes';

const require = createRequire(import.meta.url);
export const redoclyBin = join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

export const DEV_KEY = 'local-dev-key';

// Inputs beyond the key: the alert to report on is one the sandbox's seed holds (the id of the
// spec's example), and the webhook URL is one no seeded registration uses.
export const EXTRA_INPUTS: Record<string, Record<string, string>> = {
  'report-alert-outcome.arazzo.yaml': { alertId: '6601a7c3e4b0c1d2e3f40a11', outcome: 'refunded' },
  'webhook-lifecycle.arazzo.yaml': { url: 'https://hooks.example/workflow-test' },
};
/** Respect's name for each of the two misjudging checks, with the reason it is set to `warn`. */
export const DOWNGRADED = {
  'status code check': 'Respect matches response keys literally, so a `2XX` range never matches',
  'schema check': 'Respect validates responses as if open schemas were closed (unevaluated properties)',
} as const;

export interface Check {
  name: string;
  passed: boolean;
  severity: string;
  message: string;
}
export interface Step {
  stepId: string;
  request: { method: string; url: string };
  response?: { statusCode: number; body: unknown };
  checks: Check[];
  status: string;
}
export interface RespectRun {
  status: number | null;
  /** Respect's summary lines (`Workflows: …`, `Steps: …`, `Checks: …`), as printed. */
  summary: string[];
  steps: Step[];
  output: string;
}

// The report nests what follows a goto as a workflow entry inside the steps; flatten it in order.
type Entry = Partial<Step> & { type: string; executedSteps?: Entry[] };
const stepsOf = (entry: Entry): Step[] =>
  entry.type === 'step' ? [entry as Step] : (entry.executedSteps ?? []).flatMap(stepsOf);

// eslint-disable-next-line no-control-regex -- terminal colour codes start with ESC
const ANSI = /\x1b\[[0-9;]*m/g;

/**
 * Runs a command with Redocly's telemetry, update notice and colours off, and collects its output
 * and exit status whether it succeeds or fails. Asynchronous: a sandbox may answer from this same
 * process, so it must not be blocked meanwhile.
 */
export async function runQuiet(
  command: string,
  args: string[],
  cwd?: string,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  // In a process group of its own, so that an interrupted run leaves no child behind.
  const { code, stdout, stderr } = await runInGroup(command, args, {
    ...(cwd === undefined ? {} : { cwd }),
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  });
  return { status: code, stdout, stderr };
}

export async function respect(
  file: string,
  options: { server: string; inputs: Record<string, string> },
): Promise<RespectRun> {
  const dir = scratchDir('respect');
  try {
    const report = join(dir, 'report.json');
    const args = [
      redoclyBin,
      'respect',
      file,
      '--server',
      options.server,
      '--json-output',
      report,
      '--severity',
      Object.keys(DOWNGRADED)
        .map((name) => `${name.toUpperCase().replace(/[ -]/g, '_')}=warn`)
        .join(','),
    ];
    for (const [name, value] of Object.entries(options.inputs)) args.push('--input', `${name}=${value}`);
    const run = await runQuiet(process.execPath, args);
    const output = `${run.stdout}${run.stderr}`.replace(ANSI, '');
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      files: Record<string, { executedWorkflows: Entry[] }>;
    };
    const steps = Object.values(json.files).flatMap((f) => f.executedWorkflows.flatMap(stepsOf));
    for (const step of steps)
      for (const check of step.checks) check.message = (check.message ?? '').replace(ANSI, '');
    const summary = output
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => /^(Workflows|Steps|Checks): /.test(l));
    return { status: run.status, summary, steps, output };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The operation a step called, found from its method and URL among the bundle's operations.
function operationAt(step: Step): OperationRef | undefined {
  const url = new URL(step.request.url);
  const match = /\/public\/(\d{4}-\d{2}-\d{2})(\/.*)$/.exec(url.pathname);
  if (!match) return undefined;
  const [, version, path] = match;
  return operationsOf(version).find(
    (op) =>
      op.method === step.request.method.toLowerCase() &&
      new RegExp(`^${op.template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
  );
}

/** Whether a downgraded check failed for the documented reason only. */
function isKnownToolFinding(step: Step, check: Check): boolean {
  const op = operationAt(step);
  const status = step.response?.statusCode;
  if (!op || status === undefined) return false;
  if (check.name === 'status code check') return responseKey(operationOf(op), status) === '2XX';
  if (check.name === 'schema check') {
    const reasons = check.message.split('\n').filter((l) => /^[A-Z]+ /.test(l.trim()));
    return (
      reasons.length > 0 &&
      reasons.every((l) => /UNEVALUATEDPROPERTIES must NOT have unevaluated properties/.test(l)) &&
      // The contract's own validator, which reads open schemas as open, accepts the answer.
      contractProblems(op, status, step.response?.body).length === 0
    );
  }
  return false;
}

/** Every failed check that is not one of the documented tool findings, one line each. */
export function toolFindings(run: RespectRun): string[] {
  return run.steps.flatMap((step) =>
    step.checks
      .filter((c) => !c.passed && c.severity === 'warn' && !isKnownToolFinding(step, c))
      .map(
        (c) =>
          `${step.stepId} ${step.request.method} ${step.request.url} → ${step.response?.statusCode}: ${c.name} ${c.message}`,
      ),
  );
}

/** The shipped workflows, as the installed spec package exports them. */
export function shippedWorkflows(): { version: string; name: string; file: string }[] {
  const root = dirname(require.resolve('@dispute-api/spec/package.json'));
  return VERSIONS.flatMap((version) =>
    readdirSync(join(root, 'dist', 'workflows', version))
      .filter((name) => name.endsWith('.arazzo.yaml'))
      .map((name) => ({
        version,
        name,
        file: require.resolve(`@dispute-api/spec/workflows/${version}/${name}`),
      })),
  );
}
