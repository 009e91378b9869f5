// The engine's boundaries: the core imports nothing from Node and nothing from Prism (so it runs in
// browsers, behind MSW), Prism is imported by the static mode's module only, prom-client by the
// metrics' module only, the static mode reaches
// nothing of the sandbox, the core's messages name no command-line flag (the CLI words its own), and
// no version string is written into the sources (they come from the spec package's list, or are
// generated from it).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { VERSIONS } from '@dispute-api/spec/versions';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../src');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
const imports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'([^']+)'/g)].map((m) => m[1]!);
/** The code without its comments. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
const sources = files(SRC).map((file) => ({
  name: relative(SRC, file),
  imports: imports(file),
  text: readFileSync(file, 'utf8'),
}));

/** What a source imports for its values (not `import type`), as source names relative to SRC. */
const valueImports = (name: string, text: string) =>
  [
    ...code(text).matchAll(
      /(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^;]*?from\s*'(\.[^']+)'|import\(\s*'(\.[^']+)'/g,
    ),
  ].map((m) => join(dirname(name), (m[1] ?? m[2])!).replace(/\.js$/, '.ts'));

describe('module boundaries', () => {
  it('the browser entries reach nothing of the durable stores', () => {
    const byName = new Map(sources.map((s) => [s.name, s.text]));
    const reached = new Set<string>();
    const visit = (name: string) => {
      if (reached.has(name) || !byName.has(name)) return;
      reached.add(name);
      for (const next of valueImports(name, byName.get(name)!)) visit(next);
    };
    visit('msw/index.ts');
    visit('msw/panel.ts');
    expect(reached.has('core/engine.ts')).toBe(true);
    expect([...reached].filter((name) => name.startsWith('core/store/') || name.startsWith('node/'))).toEqual(
      [],
    );
  });

  it('finds the sources it checks', () => {
    expect(sources.filter((s) => s.name.startsWith('core/')).length).toBeGreaterThan(20);
  });

  it('the core imports neither Node nor Prism nor the adapters', () => {
    const offending = sources
      .filter((s) => s.name.startsWith('core/'))
      .flatMap((s) =>
        s.imports
          .filter(
            (i) =>
              i.startsWith('node:') || i.startsWith('@stoplight/') || /\.\.\/(node|static|msw)\//.test(i),
          )
          .map((i) => `${s.name}: ${i}`),
      );
    expect(offending).toEqual([]);
  });

  it('only the static mode imports Prism', () => {
    const offending = sources
      .filter((s) => !s.name.startsWith('static/') && s.imports.some((i) => i.startsWith('@stoplight/')))
      .map((s) => s.name);
    expect(offending).toEqual([]);
  });

  it('only node/metrics.ts imports prom-client (the MSW entry must never reach it)', () => {
    const importers = sources.filter((s) => s.imports.includes('prom-client')).map((s) => s.name);
    expect(importers).toEqual(['node/metrics.ts']);
  });

  it('the static mode reaches nothing of the sandbox', () => {
    const offending = sources
      .filter((s) => s.name.startsWith('static/'))
      .flatMap((s) => s.imports.filter((i) => i.includes('/sandbox/')).map((i) => `${s.name}: ${i}`));
    expect(offending).toEqual([]);
  });

  it("the core's messages name no command-line flag", () => {
    const literals = (text: string) => code(text).match(/'[^'\n]*'|"[^"\n]*"|`[^`]*`/g) ?? [];
    const offending = sources
      .filter((s) => s.name.startsWith('core/'))
      .flatMap((s) =>
        literals(s.text)
          .filter((l) => /(^|[\s(`'"])--[a-z]/.test(l))
          .map((l) => `${s.name}: ${l}`),
      );
    expect(offending).toEqual([]);
  });

  it('has no import cycle', () => {
    const graph = new Map(
      sources.map((s) => [
        s.name,
        s.imports
          .filter((i) => i.startsWith('.'))
          .map((i) => relative(SRC, resolve(SRC, dirname(s.name), i)).replace(/\.js$/, '.ts')),
      ]),
    );
    const cycles: string[] = [];
    const visit = (name: string, path: string[]) => {
      if (path.includes(name)) return void cycles.push([...path.slice(path.indexOf(name)), name].join(' → '));
      for (const next of graph.get(name) ?? []) visit(next, [...path, name]);
    };
    for (const name of graph.keys()) visit(name, []);
    expect(cycles).toEqual([]);
  });

  it('no version string is written into the code (comments may name versions)', () => {
    // Generated code is written from the list of versions, and rewritten with it.
    const offending = sources
      .filter((s) => !s.name.startsWith('generated/'))
      .filter((s) => VERSIONS.some((v) => code(s.text).includes(v)))
      .map((s) => s.name);
    expect(offending).toEqual([]);
  });
});
