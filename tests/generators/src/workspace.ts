// One folder per generator, bundle and attempt, laid out as a partner's project: the generated code
// under generated/, the partner's call (consumer/<generator>.ts) beside it, a strict tsconfig, and
// the tools' node_modules linked in so that the generated code finds its runtime packages.
import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import { runTool, toolModules } from './tools.js';

const consumerDir = fileURLToPath(new URL('../consumer/', import.meta.url));
const require = createRequire(import.meta.url);

export interface Workspace {
  dir: string;
  version: string;
  /** The published YAML bundle of the version, as `@dispute-api/spec/<version>.yaml` resolves. */
  bundle: string;
  /** The sandbox's address of the version, `http://127.0.0.1:<port>/public/<version>`. */
  baseUrl: string;
}

// What a partner's project commonly sets: strict, a bundler's resolution, the DOM's fetch types.
// skipLibCheck skips only .d.ts files, so every generator is asked to write .ts.
const TSCONFIG = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    skipLibCheck: true,
    types: [],
  },
  include: ['**/*.ts'],
};

/**
 * A folder for the workspaces of one test file, and its removal; inside the test run's own folder,
 * which @dispute-api/test-support removes however the run ends (also when every test of the file
 * was filtered out and its hooks never ran).
 */
export function workRoot(): { root: string; remove: () => void } {
  const root = scratchDir('generators');
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export function createWorkspace(root: string, name: string, version: string, baseUrl: string): Workspace {
  const dir = join(root, `${name}-${version}`);
  mkdirSync(join(dir, 'generated'), { recursive: true });
  symlinkSync(toolModules, join(dir, 'node_modules'), 'dir');
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
  return { dir, version, bundle: require.resolve(`@dispute-api/spec/${version}.yaml`), baseUrl };
}

/** Copies the partner's call for a generator (consumer/<id>.ts, with consumer/common.ts) in. */
export function addConsumer(ws: Workspace, id: string): string {
  copyFileSync(join(consumerDir, 'common.ts'), join(ws.dir, 'common.ts'));
  const file = join(ws.dir, 'consumer.ts');
  copyFileSync(join(consumerDir, `${id}.ts`), file);
  return file;
}

/** The TypeScript error codes of `tsc --strict --noEmit` over the workspace, sorted; none: it compiles. */
export function compileErrors(ws: Workspace): string[] {
  const run = runTool('tsc', ['-p', 'tsconfig.json'], ws.dir);
  const codes = new Set([...run.output.matchAll(/error (TS\d+):/g)].map((m) => m[1]));
  if (run.status !== 0 && codes.size === 0)
    throw new Error(`tsc failed without a diagnostic:\n${run.output}`);
  return [...codes].sort();
}

/** Every generated file's text, by path relative to generated/. */
export function generatedFiles(ws: Workspace): Map<string, string> {
  const root = join(ws.dir, 'generated');
  const files = new Map<string, string>();
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(root, path), readFileSync(path, 'utf8'));
  }
  return files;
}
