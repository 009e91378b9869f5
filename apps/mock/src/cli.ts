#!/usr/bin/env node
// `dispute-api-mock` / `pnpm mock`: starts the mock and says where each version is served.
// Exits 1 with one line on stderr when it cannot start (bad arguments, port taken, bundle missing).
import { parseCliArgs, USAGE, UsageError } from './node/args.js';
import { DEFAULT_API_KEY } from './core/defaults.js';
import { StartupError } from './core/errors.js';

async function main(): Promise<void> {
  const options = parseCliArgs(process.argv.slice(2));
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  // Loaded only now, so that bad arguments are reported before Prism is even loaded.
  const { startMock } = await import('./node/server.js');
  const mock = await startMock(options);
  if (options.logLevel !== 'silent') {
    // The dev key is documented, so it is printed; keys given on the command line are not echoed.
    const key = options.apiKeys?.length ? `the key given with --api-key` : DEFAULT_API_KEY;
    const signing = options.requireSignature ? ', signed with x-service-hmac-sha256' : '';
    for (const [version, baseUrl] of Object.entries(mock.baseUrls)) {
      process.stdout.write(`dispute-api-mock: ${version} at ${baseUrl} (x-api-key: ${key}${signing})\n`);
    }
    if (mock.reset) {
      process.stdout.write(`dispute-api-mock: sandbox; POST ${mock.url}/__mock/reset restores the seeded data\n`);
    }
  }
  const stop = () => {
    mock.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
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
