import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scratchDir } from '@dispute-api/test-support/cleanup';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The workspace's package folders, as pnpm-workspace.yaml's globs (`dir` or `dir/*`) find them. */
function packageDirs(root: string): string[] {
  const globs = [...readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8').matchAll(/^ {2}- (\S+)$/gm)].map(
    (m) => m[1],
  );
  return execFileSync('git', ['ls-files', '--', ...globs.map((glob) => `${glob}/package.json`)], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
    .map(dirname);
}

/**
 * Copies the repository's files (tracked, and new ones not ignored) into a temporary folder. No
 * install: the root node_modules is linked, and each package's node_modules (pnpm's links, all
 * relative) is copied, so third-party packages come from the original store while workspace
 * packages resolve inside the copy.
 */
export function copyRepository(): string {
  const copy = scratchDir('dispute-api-version');
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(repoRoot, file)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(repoRoot, file), join(copy, file));
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(copy, 'node_modules'));
  for (const dir of packageDirs(repoRoot)) {
    const modules = join(repoRoot, dir, 'node_modules');
    if (existsSync(modules))
      cpSync(modules, join(copy, dir, 'node_modules'), { recursive: true, verbatimSymlinks: true });
  }
  return copy;
}
