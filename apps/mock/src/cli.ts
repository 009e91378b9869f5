#!/usr/bin/env node
// `dispute-api-mock` / `pnpm mock`: starts the mock and says where each version is served.
// Exits 1 with one line on stderr when it cannot start (bad arguments, port taken, bundle missing),
// 2 with one line per problem when the own data of the --fixtures file breaks the contract, and, as
// a proxy with --fail-on-violation, when it stops: 4 if the service gave no answer to an exchange
// (a wrong address checks nothing), else 3 if an exchange broke the contract.
import { assertCliOptions, flagOf, parseCliArgs, USAGE, UsageError } from './node/args.js';
import { DEFAULT_API_KEY } from './core/defaults.js';
import { FixturesError, StartupError } from './core/errors.js';
import { shortfalls, summaryTable, type ViolationSummary } from './core/proxy/violations.js';
import { formatLine, type LogFormat } from './core/logger.js';
import type { MockOptions, RunningMock } from './node/server.js';

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv[0] === 'keys') {
    const { keysCommand } = await import('./node/keys-command.js');
    process.stdout.write(`${await keysCommand(argv.slice(1), process.env)}\n`);
    return;
  }
  const options = parseCliArgs(argv);
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  await assertCliOptions(options);
  // Loaded only now, so that bad arguments are reported before Prism is even loaded.
  const { startMock } = await import('./node/server.js');
  const { fixturesFile, failOnViolation, ...mockOptions } = options;
  // The engine's warnings about options name them by their flags.
  mockOptions.nameOption = flagOf;
  try {
    if (fixturesFile !== undefined) {
      mockOptions.fixtures = (await import('./node/own-data-file.js')).readOwnData(fixturesFile);
      mockOptions.fixturesUnshared = true;
    }
    await serve(startMock, mockOptions, { fixturesFile, failOnViolation });
  } catch (error) {
    if (!(error instanceof FixturesError)) throw error;
    // One line per problem, each naming the file; exit 2 tells a broken data file from other failures.
    for (const line of error.problems) process.stderr.write(`dispute-api-mock: ${fixturesFile}: ${line}\n`);
    process.exit(2);
  }
}

/**
 * Writes a line of the command's own as the log's format has it: `dispute-api-mock: …`, or with
 * `--log-format json` an object like the log's lines, so that a log collector reads every line.
 */
function printer(format: LogFormat | undefined) {
  return (level: 'info' | 'warn' | 'error', line: string) =>
    (level === 'info' ? process.stdout : process.stderr).write(
      `${format === 'json' ? formatLine('json', level, line) : `dispute-api-mock: ${line}`}\n`,
    );
}

/** The lines that say where each version is served, and what answers it. */
function announce(mock: RunningMock, options: MockOptions, fixturesFile: string | undefined): void {
  const print = printer(options.logFormat);
  const say = (line: string) => print('info', line);
  if (options.proxy !== undefined) {
    const upstream = options.proxy.replace(/\/+$/, '');
    for (const [version, baseUrl] of Object.entries(mock.baseUrls))
      say(`${version} at ${baseUrl} -> ${upstream}/public/${version}, checked against the contract`);
    say(`proxy; violations at ${mock.url}/__mock/violations; control page at ${mock.url}/__mock/`);
    if (options.recordRaw)
      print(
        'warn',
        `warning: --record-raw: ${options.record} will hold the personal data the service answers (names, e-mails, addresses, card digits, wallet ids) as it is; keep it out of version control and out of shared places`,
      );
    return;
  }
  // The dev key is documented, so it is printed; keys given on the command line are not echoed.
  const key = options.apiKeys?.length
    ? `the key given with --api-key`
    : options.keySecret !== undefined
      ? 'a key of `dispute-api-mock keys create`'
      : DEFAULT_API_KEY;
  const signing = options.requireSignature ? ', signed with x-service-hmac-sha256' : '';
  for (const [version, baseUrl] of Object.entries(mock.baseUrls))
    say(`${version} at ${baseUrl} (x-api-key: ${key}${signing})`);
  if (mock.reset) {
    const data = fixturesFile === undefined ? 'the seeded data' : `the data of ${fixturesFile}`;
    say(`sandbox; POST ${mock.url}/__mock/reset restores ${data}; control page at ${mock.url}/__mock/`);
  }
  if (mock.store) say(`writes kept in the ${mock.store} store`);
}

/** The exit status under `--fail-on-violation`: 4 once an exchange got no answer, else 3 once one broke the contract. */
const failureStatus = (summary: ViolationSummary): number =>
  summary.unanswered > 0 ? 4 : summary.failed > 0 ? 3 : 0;

/**
 * The proxy's summary when the command stops: the table of violations, and under
 * `--fail-on-violation` the status that says what went wrong (`failureStatus`), with a line that says it.
 */
function verdict(
  mock: RunningMock,
  failOnViolation: boolean | undefined,
  quiet: boolean,
  print: ReturnType<typeof printer>,
): number {
  const summary = mock.engine.violations?.();
  if (!summary) return 0;
  const status = failOnViolation === true ? failureStatus(summary) : 0;
  const table = summaryTable(summary);
  if (status !== 0) print('error', `${shortfalls(summary).join('; ')}\n${table}`);
  else if (!quiet) print('info', table);
  return status;
}

async function serve(
  startMock: typeof import('./node/server.js').startMock,
  options: MockOptions,
  {
    fixturesFile,
    failOnViolation,
  }: { fixturesFile?: string | undefined; failOnViolation?: boolean | undefined },
): Promise<void> {
  const mock = await startMock(options);
  const quiet = options.logLevel === 'silent';
  const print = printer(options.logFormat);
  let stopping = false;
  const stop = () => {
    // A second signal (the terminal's Ctrl-C reaches pnpm and this process both, and pnpm may pass
    // one on) finds the stop under way; with no handler left it would end the process by the
    // signal, losing the exit status --fail-on-violation gives.
    if (stopping) return;
    stopping = true;
    mock.close().then(
      () => process.exit(verdict(mock, failOnViolation, quiet, print)),
      (error: unknown) => {
        print('error', `could not stop cleanly: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  // Before the lines that say where it listens: whoever reads them may stop it at once, and a
  // signal that came before its handler would end the process by the signal, not by this stop.
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  if (quiet) return;
  announce(mock, options, fixturesFile);
  if (mock.metricsUrl) print('info', `metrics at ${mock.metricsUrl}`);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`dispute-api-mock: ${error.message}\n\n${USAGE}\n`);
  } else if (error instanceof StartupError) {
    process.stderr.write(`dispute-api-mock: cannot start: ${error.message}\n`);
  } else {
    process.stderr.write(`dispute-api-mock: cannot start: ${String((error as Error)?.stack ?? error)}\n`);
  }
  process.exit(1);
});
