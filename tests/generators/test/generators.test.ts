// Runs each generator of src/generators.ts on every published bundle and checks the compatibility
// table of the guide Getting started against what it measured (GENERATOR_TABLES=write rewrites the table).
// The trials only measure; the table's comparison and the findings are the assertions.
import { DEFAULT_API_KEY, startMock, type RunningMock } from '@dispute-api/mock';
import { VERSIONS } from '@dispute-api/spec/versions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATORS, type Generator } from '../src/generators.js';
import { markdownTable, perVersion, readmeTable } from '../src/table.js';
import { packageVersions } from '../src/tools.js';
import { tryGenerator, type Trial } from '../src/trial.js';
import { workRoot } from '../src/workspace.js';

let sandbox: RunningMock;
const work = workRoot();
const trials = new Map<Generator, Trial[]>();

beforeAll(async () => {
  sandbox = await startMock({ port: 0, stateful: true, logLevel: 'silent' });
});
afterAll(async () => {
  await sandbox?.close();
  work.remove();
});

const compiles = (t: Trial) => {
  const plain = t.errors.length === 0 ? 'yes' : `no (${t.errors.join(', ')})`;
  if (t.workaroundErrors === undefined) return plain;
  const fixed = t.workaroundErrors.length === 0 ? 'yes' : `no (${t.workaroundErrors.join(', ')})`;
  return `${plain}; with the workaround: ${fixed}`;
};

function row(g: Generator, measured: Trial[]): string[] {
  const cell = (value: (t: Trial) => string) =>
    perVersion(measured.map((t) => ({ version: t.version, value: value(t) })));
  const notes = g.findings.map((f) => {
    const where = measured.filter((t) => t.findings.includes(f.text)).map((t) => t.version);
    return where.length === measured.length ? f.text : `${where.join(', ')}: ${f.text}`;
  });
  return [
    g.name,
    packageVersions(g.packages),
    cell(compiles),
    cell((t) => t.runs),
    g.workaround?.text ?? 'none needed',
    notes.join('; ') || '—',
  ];
}

describe.each(GENERATORS)('$name', (g) => {
  it.each(VERSIONS)(
    'tries the %s bundle: generates, compiles strictly, calls the sandbox (the table states the result)',
    async (version) => {
      const trial = await tryGenerator(g, work.root, version, sandbox.baseUrls[version], DEFAULT_API_KEY);
      trials.set(g, [...(trials.get(g) ?? []), trial]);
      console.log(`${g.name} ${version}: ${JSON.stringify(trial)}`);
    },
  );

  it('still shows every finding the table reports, in some bundle', () => {
    const seen = new Set((trials.get(g) ?? []).flatMap((t) => t.findings));
    expect(g.findings.map((f) => f.text).filter((text) => !seen.has(text))).toEqual([]);
  });
});

it('the guide Getting started shows the table measured here', () => {
  const header = [
    'generator',
    'version',
    'compiles (`tsc --strict`)',
    'runs against the sandbox',
    'workaround',
    'notes',
  ];
  const table = markdownTable(
    header,
    GENERATORS.map((g) => row(g, trials.get(g) ?? [])),
  );
  expect(readmeTable('generator-table', table)).toBe(table);
});
