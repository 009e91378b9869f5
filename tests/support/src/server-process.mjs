// A server command run as a reader runs it in a terminal: in its own process group, with its output
// collected, and stopped as Ctrl-C stops it. The READMEs' tests start their commands with it (the
// mock's, the docs', and `pnpm start`, both together), and find where each serves in the line it
// prints once it listens.
import { signalGroup, spawnInGroup } from './processes.mjs';

// A loaded machine may take many seconds to start a server: each wait is generous, and both fit
// in the suite's time limit for one test (testDefaults).
const START_LIMIT_MS = 300_000;
const STOP_LIMIT_MS = 30_000;

/** The origin in the mock's start line, `dispute-api-mock: <version> at <origin>/public/<version> …`. */
export const mockOrigin = (stdout) =>
  /^dispute-api-mock: \S+ at (http:\/\/[^/\s]+)\/public\//m.exec(stdout)?.[1];

/** The origin in the docs server's start line, `docs: serving <folder> at <origin>/`. */
export const docsOrigin = (stdout) => /^docs: serving \S+ at (http:\/\/[^/\s]+)\//m.exec(stdout)?.[1];

/**
 * Runs `node <script> <args>` until `ready` finds what it waits for in its output; exiting first
 * fails at once.
 */
export async function startServer(script, args, ready, cwd) {
  // In a group of its own that carries the run's mark, so the reaper ends it if this run cannot.
  const child = spawnInGroup(process.execPath, [script, ...args], { cwd });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
  const closed = new Promise((resolve) => child.once('close', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) signalGroup(child, 'SIGINT');
    const forced = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_LIMIT_MS);
    const code = await closed;
    clearTimeout(forced);
    return { stdout, stderr, code };
  };
  for (const deadline = Date.now() + START_LIMIT_MS; Date.now() < deadline && running();) {
    const found = ready(stdout);
    if (found !== undefined) return { ready: found, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const printed = await stop();
  throw new Error(`node ${script} ${args.join(' ')} did not start:\n${printed.stdout}${printed.stderr}`);
}

/**
 * Starts `node <script> <args>` and sends `signal` to its group the moment it prints anything, as
 * a reader stops a server on seeing where it listens; resolves with how it ended. A server that
 * prints before its handler is in place ends by the signal (`signal` set, `code` null).
 */
export function stopOnFirstLine(script, args, signal = 'SIGINT') {
  const child = spawnInGroup(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
  child.stdout.once('data', () => signalGroup(child, signal));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, ended) => resolve({ code, signal: ended }));
  });
}
