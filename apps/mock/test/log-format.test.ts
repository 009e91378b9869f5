// `--log-format json` (core/logger.ts): every line the command writes is one JSON object with time,
// level and msg, access lines also method, target, status, requestId and ms; all of it redacted like
// the text lines, so keys, secrets and signatures in a request's headers and target never show.
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/core/logger.js';
import { run } from './helpers/cli.js';

const KEY = 'team-key-json-0001';
const SECRET = 'team-secret-json-0002';
const STRAY = 'stray-key-0003';
const SIGNATURE = 'c0ffee'.repeat(10) + 'beef';

/** Each non-empty line, parsed (a line that is not JSON fails the test with its text). */
const objects = (text: string) =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });

describe('--log-format json', () => {
  it('writes one JSON object per line, access lines with their fields, and no key, secret or signature', async () => {
    const statuses: number[] = [];
    const r = await run(
      [
        '--port',
        '0',
        '--log-level',
        'debug',
        '--log-format',
        'json',
        '--api-key',
        KEY,
        '--secret-key',
        SECRET,
      ],
      async (out) => {
        const msg = objects(out)
          .map((o) => String(o.msg))
          .find((m) => / at http:\/\/[^/]+\/public\//.test(m));
        const origin = msg && /at (http:\/\/[^/]+)\/public\//.exec(msg)![1]!;
        if (!origin) return false;
        const base = `${origin}/public/2025-04-01`;
        for (const [target, key] of [
          [`/alerts?limit=1`, KEY],
          [`/alerts?limit=1&x-api-key=${STRAY}&sig=${SIGNATURE}`, KEY],
          [`/alerts/${KEY}?secret=${SECRET}`, STRAY],
        ] as const) {
          const res = await fetch(base + target, {
            headers: { 'x-api-key': key, 'x-service-hmac-sha256': SIGNATURE },
          });
          statuses.push(res.status);
        }
        return true;
      },
    );
    expect(r.code).toBe(0);
    expect(statuses).toEqual([200, 200, 403]);
    const lines = [...objects(r.stdout), ...objects(r.stderr)];
    for (const line of lines) {
      expect(Object.keys(line).slice(0, 3)).toEqual(['time', 'level', 'msg']);
      expect(new Date(String(line.time)).toISOString()).toBe(line.time);
    }
    const access = lines.filter((l) => l.method !== undefined);
    expect(access).toHaveLength(3);
    for (const line of access) {
      expect(line).toMatchObject({ level: 'info', method: 'GET' });
      expect(line.target).toMatch(/^\/public\/2025-04-01\/alerts/);
      expect(line.requestId).toMatch(/^req_/);
      expect(typeof line.ms).toBe('number');
    }
    expect(access.map((l) => l.status)).toEqual([200, 200, 403]);
    expect(access[1]!.target).toBe('/public/2025-04-01/alerts?limit=1&x-api-key=[REDACTED]&sig=[REDACTED]');
    const all = r.stdout + r.stderr;
    for (const secret of [KEY, SECRET, STRAY, SIGNATURE]) expect(all).not.toContain(secret);
  });

  it('keeps the text lines as they were by default', () => {
    const lines: string[] = [];
    const logger = createLogger(
      'debug',
      (l) => lines.push(l),
      (l) => lines.push(l),
    );
    logger.info('GET / 200', { method: 'GET' });
    logger.warn('careful');
    logger.debug('details');
    logger.error('broken');
    expect(lines).toEqual([
      '[mock] GET / 200',
      '[mock] warn  careful',
      '[mock] debug details',
      '[mock] error broken',
    ]);
  });
});
