// Own data (`--fixtures`, the `fixtures` option): records replace the seeded ones of the collections
// they name, per version, reset returns to them, and a file that breaks the contract stops the mock
// with one line per problem (file, version, collection, record index, field pointer, rule) and exit 2.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLES } from '@dispute-api/spec/bundles';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import { spawnInGroup } from '@dispute-api/test-support/processes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, FixturesError, StartupError, type RunningMock } from '../src/index.js';
import { VERSIONS } from '@dispute-api/spec/versions';
import { call, start } from './helpers/mock.js';

const examples = (version: string) =>
  (BUNDLES[version]!.components as { examples: Record<string, { value: Record<string, unknown> }> }).examples;
const { requestId: _r, ...exampleAlert } = examples('2025-04-01').Alert!.value;
const alert = (id: string, amount: number) => ({ ...structuredClone(exampleAlert), id, amount });
const OWN = {
  ['2025-04-01']: { alerts: [alert('a00000000000000000000001', 10), alert('a00000000000000000000002', 20)] },
  ['2024-03-18']: {
    webhooks: [
      {
        id: 'w1',
        event: 'alerts.created',
        url: 'https://app.example/hook',
        active: true,
        version: '2024-03-18',
      },
    ],
  },
};

describe('own data', () => {
  let mock: RunningMock;
  beforeAll(async () => {
    mock = await start({ fixtures: OWN });
  });
  afterAll(() => mock.close());

  it('replaces the named collections, per version, and keeps the others seeded', async () => {
    const alerts = (await call(mock, `/public/2025-04-01/alerts`)).json;
    expect(alerts.alerts.map((a: { id: string }) => a.id)).toEqual([
      'a00000000000000000000001',
      'a00000000000000000000002',
    ]);
    expect(alerts.pagination.totalCount).toBe(2);
    expect((await call(mock, `/public/2025-04-01/disputes?limit=1`)).json.pagination.totalCount).toBe(53);
    expect((await call(mock, `/public/2024-03-18/webhooks`)).json.data).toEqual(OWN['2024-03-18'].webhooks);
  });

  it('POST /__mock/reset returns to the own data, not to the seed', async () => {
    await call(mock, `/public/2025-04-01/alerts/a00000000000000000000001/outcome`, {
      method: 'POST',
      body: { outcome: 'refunded' },
    });
    expect((await call(mock, `/public/2025-04-01/alerts/a00000000000000000000001`)).json.outcome).toBe(
      'refunded',
    );
    const reset = await call(mock, '/__mock/reset', { method: 'POST' });
    expect(reset.json).toMatchObject({
      reset: true,
      fixtures: true,
      counts: { ['2025-04-01']: { alerts: 2 } },
    });
    expect((await call(mock, `/public/2025-04-01/alerts/a00000000000000000000001`)).json.outcome).toBe(
      exampleAlert.outcome,
    );
  });
});

describe('own data frozen', () => {
  it('given through the API is frozen once checked; the file the command line parsed is not', () => {
    const given = structuredClone(OWN);
    const parsed = structuredClone(OWN);
    createEngine({ bundles: BUNDLES, fixtures: given, logLevel: 'silent' });
    // Nothing else holds the command line's file, and freezing 100,000 records would only cost its start.
    createEngine({ bundles: BUNDLES, fixtures: parsed, fixturesUnshared: true, logLevel: 'silent' });
    expect(Object.isFrozen(given['2025-04-01'].alerts[0])).toBe(true);
    expect(Object.isFrozen(parsed['2025-04-01'].alerts[0])).toBe(false);
  });
});

describe('own data that breaks the contract', () => {
  const broken = {
    ['2025-04-01']: {
      alerts: [
        alert('a00000000000000000000001', 10),
        { ...alert('a00000000000000000000002', 20), amount: 'twenty', currency: 'usd' },
        alert('a00000000000000000000001', 5),
      ],
      cats: [],
    },
    ['2024-03-18']: { webhooks: 'none' },
    '1999-01-01': {},
  };

  it('is refused before anything starts, one problem per line', async () => {
    const error = await start({ fixtures: broken }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FixturesError);
    expect((error as FixturesError).problems).toEqual([
      `version 2025-04-01, collection alerts, record 1, field /amount: must be number`,
      `version 2025-04-01, collection alerts, record 1, field /currency: must match pattern "^[A-Z]+$"`,
      `version 2025-04-01, collection alerts, record 2, field /id: repeats the id of an earlier record: a00000000000000000000001`,
      `version 2025-04-01, collection cats: is not a collection of 2025-04-01 (collections: alerts, disputes, accounts, evidence, webhooks)`,
      `version 2024-03-18, collection webhooks: must be an array of records`,
      `version 1999-01-01: is not a version of the sandbox (versions: ${VERSIONS.join(', ')})`,
    ]);
  });

  it('needs the sandbox', async () => {
    await expect(start({ stateful: false, fixtures: OWN })).rejects.toThrow(StartupError);
  });
});

describe('--fixtures on the command line', () => {
  const dir = scratchDir('mock-own-data');
  const CLI = join(import.meta.dirname, '../dist/cli.js');
  const run = (args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawnInGroup(process.execPath, [CLI, '--port', '0', '--log-level', 'warn', ...args]);
      let stdout = '';
      let stderr = '';
      child.stdout!.on('data', (c) => {
        stdout += c;
        // Started: stop it, the point was that it did start.
        if (/control page at/.test(stdout)) child.kill('SIGTERM');
      });
      child.stderr!.on('data', (c) => (stderr += c));
      child.on('exit', (code) => resolve({ code, stdout, stderr }));
    });

  it('loads JSON and YAML', async () => {
    const json = join(dir, 'own.json');
    writeFileSync(json, JSON.stringify(OWN));
    const yaml = join(dir, 'own.yaml');
    writeFileSync(
      yaml,
      `2024-03-18:\n  webhooks:\n    - id: w1\n      event: alerts.created\n      url: https://app.example/hook\n      active: true\n      version: "2024-03-18"\n`,
    );
    for (const file of [json, yaml]) {
      const r = await run(['--fixtures', file]);
      expect(r.stderr).toBe('');
      expect(r.stdout).toContain(`restores the data of ${file}`);
    }
  });

  it('exits 2 with one line per problem, naming the file', async () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, JSON.stringify({ ['2025-04-01']: { alerts: [{ ...alert('a1', 1), amount: 'x' }] } }));
    const r = await run(['--fixtures', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `dispute-api-mock: ${file}: version 2025-04-01, collection alerts, record 0, field /amount: must be number\n`,
    );
    expect(r.stdout).toBe('');
  });

  it.each([
    ['missing.json', undefined, /: cannot be read: ENOENT\n$/],
    ['bad.json', '{"x": ', /: is not valid JSON: /],
    ['bad.yaml', 'a: [1,', /: is not valid YAML: /],
  ])('exits 2 on a file that cannot be read or parsed (%s)', async (name, text, message) => {
    const file = join(dir, name);
    if (text !== undefined) writeFileSync(file, text);
    const r = await run(['--fixtures', file]);
    expect(r.code).toBe(2);
    expect(r.stderr.startsWith(`dispute-api-mock: ${file}: `)).toBe(true);
    expect(r.stderr).toMatch(message);
  });
});
