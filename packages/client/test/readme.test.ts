import { spawn, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { removeOnExit } from '@dispute-api/test-support/cleanup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
const bundle = JSON.parse(
  readFileSync(join(packageDir, '..', '..', 'spec', 'dist', '2025-04-01.json'), 'utf8'),
);
const examples = bundle.components.examples;

function block(language: string): string {
  const match = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(readme);
  if (!match) throw new Error(`README has no ${language} block`);
  return match[1]!;
}

// What the example's defaults expect of the mock: its development key, and signatures made with
// the secret it is started with in the README.
const API_KEY = 'local-dev-key';
const SECRET = 'local-dev-secret';
const log: string[] = [];

function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

/** Answers as the mock does with `--require-signature`: checks key and signature, then the spec's examples. */
async function handle(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const target = req.url ?? '';
  const expected = createHmac('sha256', SECRET)
    .update(Buffer.concat([Buffer.from(`${req.method}\n${target}\n`), body]))
    .digest('hex');
  const signed = req.headers['x-service-hmac-sha256'] === expected;
  log.push(`${req.method} ${target} ${signed ? 'signed' : 'UNSIGNED'}`);
  if (req.headers['x-api-key'] !== API_KEY || !signed) return send(res, 403, { message: 'Forbidden' });
  const path = new URL(target, 'http://x').pathname;
  if (req.method === 'GET' && path === '/public/2025-04-01/disputes')
    return send(res, 200, examples.DisputePage.value);
  if (req.method === 'POST' && /^\/public\/2025-04-01\/alerts\/[^/]+\/outcome$/.test(path)) {
    return JSON.parse(body.toString()).outcome
      ? send(res, 202)
      : send(res, 400, examples.MissingOutcomeError.value);
  }
  if (req.method === 'GET' && path === '/public/2025-04-01/alerts' && req.headers.prefer === 'code=429') {
    return send(res, 429, examples.TooManyRequestsError.value, { 'retry-after': '1' });
  }
  return send(res, 404, examples.NotFoundError.value);
}

// The example's defaults are what is under test, so keys from the caller's shell must not leak in.
function withoutKeys(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DISPUTE_API_KEY: _key, DISPUTE_API_SECRET: _secret, ...rest } = env;
  return rest;
}

const server = createServer((req, res) => void handle(req, res));
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('README', () => {
  it('starts with the runnable example', () => {
    expect(readme.indexOf('```js')).toBeLessThan(readme.indexOf('##'));
  });

  it('runs the example: all disputes across pages, a signed outcome report, a 429 handled', async () => {
    if (!existsSync(join(packageDir, 'dist', 'versions', '2025-04-01.js')))
      throw new Error('run the build first (turbo does)');
    // From the package directory, where the example can import the package by its own name.
    const child = spawn(process.execPath, ['--input-type=module', '-e', block('js')], {
      cwd: packageDir,
      env: { ...withoutKeys(process.env), DISPUTE_API_BASE_URL: baseUrl },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (data: Buffer) => (stdout += data.toString()));
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.trim()).toBe(block('text').trim());
    expect(log).toEqual([
      'GET /public/2025-04-01/disputes?offset=0&limit=100 signed',
      'GET /public/2025-04-01/disputes?offset=1&limit=100 signed',
      'GET /public/2025-04-01/disputes?offset=2&limit=100 signed',
      'POST /public/2025-04-01/alerts/6601a7c3e4b0c1d2e3f40a11/outcome signed',
      'GET /public/2025-04-01/alerts?limit=10 signed',
      'GET /public/2025-04-01/alerts?limit=10 signed',
      'GET /public/2025-04-01/alerts?limit=10 signed',
    ]);
  });

  it('type-checks the example as a partner would see it', () => {
    // A file inside the package, so that it resolves the package's own exports and types.
    const file = join(packageDir, `.readme-example-${process.pid}.mjs`);
    removeOnExit(file);
    writeFileSync(file, block('js'));
    try {
      const tsc = join(packageDir, 'node_modules', 'typescript', 'bin', 'tsc');
      const args = [
        '--noEmit',
        '--allowJs',
        '--checkJs',
        '--strict',
        '--skipLibCheck',
        '--module',
        'nodenext',
      ];
      args.push(
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2022',
        '--lib',
        'es2022,dom,dom.iterable',
        '--types',
        'node',
        file,
      );
      const run = spawnSync(process.execPath, [tsc, ...args], { cwd: packageDir, encoding: 'utf8' });
      expect(run.stdout + run.stderr).toBe('');
      expect(run.status).toBe(0);
    } finally {
      rmSync(file, { force: true });
    }
  });
});
