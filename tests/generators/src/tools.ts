// The installed tools (tools/node_modules, see install-tools.mjs) and how to run them.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const toolsDir = fileURLToPath(new URL('../tools/', import.meta.url));
export const toolModules = join(toolsDir, 'node_modules');

const pinned = (
  JSON.parse(readFileSync(join(toolsDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  }
).dependencies;

/** The version tools/package.json pins for a package. */
function pinnedVersion(name: string): string {
  const version = pinned[name];
  if (version === undefined) throw new Error(`tests/generators/tools/package.json does not list ${name}`);
  return version;
}

/** `name@version` of each package, as the tables show them. */
export const packageVersions = (names: string[]) => names.map((n) => `${n}@${pinnedVersion(n)}`).join(', ');

export interface ToolRun {
  status: number | null;
  stdout: string;
  /** Standard output and error together. */
  output: string;
}

/** Runs a tool's command (a `bin` of tools/node_modules) in `cwd`; generators take seconds each. */
export function runTool(bin: string, args: string[], cwd: string): ToolRun {
  const run = spawnSync(join(toolModules, '.bin', bin), args, {
    cwd,
    encoding: 'utf8',
    timeout: 300_000,
    // Colours and update checks off: the output is read, and there is no network but the registry.
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: 'true' },
  });
  const stdout = run.stdout ?? '';
  return { status: run.status, stdout, output: `${stdout}${run.stderr ?? ''}${run.error?.message ?? ''}` };
}

/** Runs a tool and throws with its output when it fails. */
export function mustRun(bin: string, args: string[], cwd: string): string {
  const run = runTool(bin, args, cwd);
  if (run.status !== 0) throw new Error(`${bin} ${args.join(' ')} exited ${run.status}:\n${run.output}`);
  return run.output;
}
