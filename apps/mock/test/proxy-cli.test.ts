// `dispute-api-mock --proxy` as a partner runs it in CI: the exit status when it is stopped (3 with
// --fail-on-violation once an exchange broke the contract, 0 otherwise), the summary table, and
// the proxy's flags worded in one line each.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import { fencedBlocks, readGuide } from '@dispute-api/test-support/markdown';
import { runInGroup, stopGroup } from '@dispute-api/test-support/processes';
import { mockOrigin } from '@dispute-api/test-support/server-process';
import { CLI, run, start as startCli } from './helpers/cli.js';
import { README_ORIGIN, requireCurl } from './helpers/readme.js';
import { start as startInProcess } from './helpers/mock.js';
import { closedPortUrl } from './helpers/upstream.js';
import { proxyBaseUrl } from '../src/node/proxy.js';
import { parseCliArgs } from '../src/node/args.js';
import { localServer, type LocalServer } from '@dispute-api/test-support/http';

const V = '2025-04-01';
let upstream: LocalServer;
beforeAll(async () => {
  // A health check that answers its documented "OK", and an alert read that answers an undocumented 418.
  upstream = await localServer((req, res) => {
    res.writeHead(req.url!.endsWith('/health-check') ? 200 : 418, { 'content-type': 'application/json' });
    res.end('"OK"');
  });
});
afterAll(() => upstream?.close());

/** Runs the proxy in front of `base`, makes one call to `path` once it listens, then stops it. */
function proxyRun(path: string, flags: string[], base = upstream.url) {
  return run(['--port', '0', '--proxy', base, ...flags], async (out) => {
    const url = mockOrigin(out);
    if (url === undefined) return false;
    await fetch(`${url}${path}`, { headers: { 'x-api-key': 'partner-key-123456' } });
    return true;
  });
}

describe('dispute-api-mock --proxy', () => {
  it('says where each version is forwarded', async () => {
    const r = await proxyRun(`/public/${V}/health-check`, []);
    expect(r.stdout).toContain(`/public/${V} -> ${upstream.url}/public/${V}, checked against the contract`);
    expect(r.stdout).toContain('1 exchange checked, 0 broke the contract, 0 violations');
    expect(r.code).toBe(0);
  });

  it('with --fail-on-violation, exits 3 and prints the table once an exchange broke the contract', async () => {
    const r = await proxyRun(`/public/${V}/alerts/a1`, ['--fail-on-violation']);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain("dispute-api-mock: the service's answers broke the contract\n");
    expect(r.stderr).toContain('1 exchange checked, 1 broke the contract, 1 violation\n');
    expect(r.stderr).toMatch(new RegExp(`${V}\\s+getAlert\\s+response\\s+status\\s+1`));
    expect(`${r.stdout}${r.stderr}`).not.toContain('partner-key-123456');
  });

  it('with --fail-on-violation, blames the requests when only they broke the contract', async () => {
    const r = await proxyRun(`/public/${V}/alerts?limit=500`, [
      '--reject-invalid-requests',
      '--fail-on-violation',
    ]);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('dispute-api-mock: the requests broke the contract\n');
    expect(r.stderr).toMatch(new RegExp(`${V}\\s+listAlerts\\s+request\\s+parameter\\s+1`));
  });

  it('with --fail-on-violation, exits 4 when the service gave no answer: a wrong address checks nothing', async () => {
    const r = await proxyRun(`/public/${V}/health-check`, ['--fail-on-violation'], await closedPortUrl());
    expect(r.code).toBe(4);
    expect(r.stderr).toContain(
      'dispute-api-mock: the service gave no answer to 1 exchange\n' +
        '0 exchanges checked, 1 got no answer from the service, 0 broke the contract, 0 violations\n',
    );
  });

  it('with --record, writes the records when stopped; --record-raw warns that they keep personal data', async () => {
    const dir = scratchDir('record-cli');
    try {
      const file = join(dir, 'seen.yaml');
      const r = await proxyRun(`/public/${V}/health-check`, ['--record', file, '--record-raw']);
      expect(r.code).toBe(0);
      // The warning once, at the start; at the stop, a reminder beside the file's name.
      expect(r.stderr.match(/warning: --record-raw: .*seen\.yaml will hold the personal data/g)).toHaveLength(
        1,
      );
      expect(r.stdout).toContain(
        `recorded 0 records to ${file}; it holds the personal data as answered (raw)`,
      );
      expect(readFileSync(file, 'utf8')).toBe('{}\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('with --record, writes the records as they come: a killed proxy leaves a file that replays them', async () => {
    const dir = scratchDir('record-kill');
    const sandbox = await startInProcess();
    const cli = startCli(['--port', '0', '--proxy', sandbox.url, '--record', join(dir, 'seen.json')]);
    try {
      const path = `/public/${V}/alerts/6601a7c3e4b0c1d2e3f40a11`;
      await expect.poll(() => mockOrigin(cli.out.stdout)).toBeDefined();
      const url = mockOrigin(cli.out.stdout)!;
      const direct = await (
        await fetch(`${sandbox.url}${path}`, { headers: { 'x-api-key': 'local-dev-key' } })
      ).json();
      expect((await fetch(`${url}${path}`, { headers: { 'x-api-key': 'local-dev-key' } })).status).toBe(200);
      const recorded = () => JSON.parse(readFileSync(join(dir, 'seen.json'), 'utf8'));
      await expect.poll(() => recorded()[V]?.alerts?.length, { interval: 200 }).toBe(1);
      // No chance to write at the end: what is there was written as the records came.
      cli.child.kill('SIGKILL');
      await cli.exited;
      const replay = await startInProcess({ fixtures: recorded() });
      try {
        const { requestId: _a, ...replayed } = await (
          await fetch(`${replay.url}${path}`, { headers: { 'x-api-key': 'local-dev-key' } })
        ).json();
        const { requestId: _b, ...original } = direct;
        expect(replayed.id).toBe(original.id);
        expect(Object.keys(replayed).sort()).toEqual(Object.keys(original).sort());
      } finally {
        await replay.close();
      }
    } finally {
      await stopGroup(cli.child);
      await sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('with --fail-on-violation, exits 0 when every exchange kept the contract', async () => {
    const r = await proxyRun(`/public/${V}/health-check`, ['--fail-on-violation', '--log-level', 'warn']);
    expect([r.code, r.stderr]).toEqual([0, '']);
  });

  it.each([
    [['--proxy', 'ftp://service.example'], /--proxy must be an http or https URL, got ftp:/],
    [['--proxy', 'service.example'], /--proxy must be an absolute http or https URL/],
    [['--proxy', 'https://user:pw@service.example'], /--proxy must not carry credentials/],
    [
      ['--proxy', 'http://127.0.0.1:4112/public/2025-04-01'],
      /--proxy must not have a path that ends with \/public or contains \/public\/ \(the proxy adds \/public\/<version> itself\), got \/public\/2025-04-01$/m,
    ],
    [
      ['--proxy', 'https://service.example', '--static'],
      /--static does not apply to --proxy: the service answers/,
    ],
    [['--proxy-timeout', '5s'], /--proxy-timeout needs --proxy/],
    [['--fail-on-violation'], /--fail-on-violation needs --proxy/],
    [['--proxy', 'https://service.example', '--record-raw'], /--record-raw needs --record/],
    [
      ['--proxy', 'https://service.example', '--proxy-timeout', 'soon'],
      /--proxy-timeout must be a duration from 1 ms to 24 days, such as 30s, 1.5 \(seconds\) or 500ms, got "soon"/,
    ],
  ])('exits 1 on bad arguments: %j', async (args, message) => {
    const r = await run(args);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(message);
  });

  const timeoutOf = (text: string) =>
    parseCliArgs(['--proxy', 'https://service.example', '--proxy-timeout', text]).proxyTimeoutMs;

  it.each([
    ['2', 2000],
    ['2s', 2000],
    ['500ms', 500],
    ['1.5', 1500],
    ['0.5', 500],
    ['1.5s', 1500],
    ['0.0016s', 2],
    ['2.4ms', 2],
    ['2073600s', 2_073_600_000],
  ])('takes --proxy-timeout %s as %d ms: seconds, decimals too, rounded to whole ms', (text, ms) => {
    expect(timeoutOf(text)).toBe(ms);
  });

  it.each(['soon', '0', '0s', '0.0004', '0.4ms', '.5', '1.', '1e3', '1,5', '2073600.001'])(
    'refuses --proxy-timeout %s',
    (text) => {
      expect(() => timeoutOf(text)).toThrow(/^--proxy-timeout must be a duration from 1 ms to 24 days/);
    },
  );

  it('refuses a base URL whose path already holds /public, and takes another path', () => {
    for (const base of ['https://service.example/api/public', 'https://service.example/public/'])
      expect(() => proxyBaseUrl(base), base).toThrow(/the proxy adds \/public\/<version> itself/);
    for (const base of ['https://service.example/api', 'https://service.example/publications/'])
      expect(proxyBaseUrl(base).pathname).toBe(new URL(base).pathname);
  });

  it.each([
    [['--reject-invalid-requests'], /dispute-api-mock: --reject-invalid-requests needs --proxy/],
    [['--record', 'seen.json'], /dispute-api-mock: --record needs --proxy/],
    [
      ['--proxy', 'https://service.example', '--record', '/nonexistent-dir/seen.json'],
      /cannot start: cannot write the recording \/nonexistent-dir\/seen\.json: ENOENT/,
    ],
    [
      ['--proxy', 'https://service.example', '--isolate-keys'],
      /--isolate-keys does not apply to --proxy: the service answers/,
    ],
    [
      ['--proxy', 'https://service.example', '--secret-key', 's3cret-value', '--require-signature'],
      /--require-signature does not apply to --proxy: the service checks signatures/,
    ],
  ])('words the engine findings with its flags: %j', async (args, message) => {
    const r = await run(['--port', '0', ...args]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toContain('s3cret-value');
  });
});

describe("the guide's CI recipe, run by sh as a CI job runs it", () => {
  /** The recipe against `service`, the proxy on a free port, and `npm test` one call through it. */
  async function runRecipe(service: string) {
    requireCurl();
    const recipe = fencedBlocks(readGuide('check-a-real-environment'), 'In CI').find(
      ({ language, text }) => language === 'sh' && text.includes('--fail-on-violation'),
    )!.text;
    const origin = `http://127.0.0.1:${new URL(await closedPortUrl()).port}`;
    const call = `curl -s -o /dev/null -H 'x-api-key: partner-key-123456' ${origin}/public/${V}/alerts/a1`;
    const script = recipe
      .replace(
        './node_modules/.bin/dispute-api-mock',
        `"${process.execPath}" "${CLI}" --port ${new URL(origin).port}`,
      )
      .replaceAll(README_ORIGIN, origin)
      .replace(/^npm test\b.*$/m, call);
    return runInGroup('sh', ['-c', script], { env: { ...process.env, STAGING_URL: service } });
  }

  it('ends with 3 when the service broke the contract', async () => {
    const { code, stderr } = await runRecipe(upstream.url);
    expect(stderr).toContain("the service's answers broke the contract");
    expect(code).toBe(3);
  });

  it('ends with 4 when the service gave no answer', async () => {
    const { code, stderr } = await runRecipe(await closedPortUrl());
    expect(stderr).toContain('the service gave no answer to 1 exchange');
    expect(code).toBe(4);
  });
});
