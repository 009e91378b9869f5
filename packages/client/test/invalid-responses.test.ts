// Answers that are not JSON, or JSON of a shape the spec does not document, from a real server (so
// both of openapi-fetch's parsing paths run: a Content-Length body and a chunked one). Each must
// end in a DisputeApiError the caller can handle, never a SyntaxError or TypeError from deep
// inside, and never an unhandled rejection.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  DisputeApiError,
  getAlert,
  listAlerts,
  listAllAlerts,
  listAllDisputes,
  listDisputes,
  listWebhooks,
} from '../src/versions/2025-04-01.js';
import { API_KEY } from './helpers.js';
import { localServer, type LocalServer } from '@dispute-api/test-support/http';
import { answer } from './answers.js';
import { entryOf } from './versions.js';

let server: LocalServer | undefined;

// Each test must leave no unhandled rejection behind; checked after every test, so the check does
// not depend on which tests ran before it.
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(() => void process.on('unhandledRejection', onUnhandled));
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  // Node reports an unhandled rejection once the microtasks have run; one turn of the loop is enough.
  await new Promise((resolve) => setImmediate(resolve));
  expect(unhandled.splice(0), 'unhandled rejections').toEqual([]);
});

async function clientAnswering(status: number, body: string, contentType?: string, framed?: boolean) {
  server = await localServer(answer(status, body, contentType, framed));
  return createClient({ apiKey: API_KEY, baseUrl: server.url, retry: false });
}

async function typedError(promise: Promise<unknown>): Promise<DisputeApiError> {
  const error = await promise.then(
    () => expect.unreachable('the call should have failed'),
    (reason: unknown) => reason,
  );
  expect(error, String((error as Error)?.stack ?? error)).toBeInstanceOf(DisputeApiError);
  return error as DisputeApiError;
}

describe('a 2xx answer that is not JSON', () => {
  it.each([
    ['an HTML page with a length', '<html><body>Service Unavailable</body></html>', 'text/html', true],
    ['an HTML page, chunked', '<html><body>Service Unavailable</body></html>', 'text/html', false],
    ['truncated JSON with a length', '{"disputes":[{"id":', 'application/json', true],
    ['truncated JSON, chunked', '{"disputes":[{"id":', 'application/json', false],
  ] as const)('is a DisputeApiError from a helper: %s', async (_what, body, type, framed) => {
    const error = await typedError(listDisputes(await clientAnswering(200, body, type, framed)));
    expect(error).toMatchObject({ status: 200, format: 'unknown', retrySafe: false });
    expect(error.message).toMatch(/not valid JSON/);
  });

  it('is a DisputeApiError from the path-typed client too, not a SyntaxError', async () => {
    const client = await clientAnswering(200, 'OK', 'text/plain');
    const error = await typedError(client.GET('/alerts/{alertId}', { params: { path: { alertId: 'a1' } } }));
    expect(error.status).toBe(200);
    expect(error.message).toMatch(/content type text\/plain/);
    await typedError(
      client.GET('/alerts/{alertId}', { params: { path: { alertId: 'a1' } }, parseAs: 'json' }),
    );
  });

  it('is left as it is when the call asked for another parseAs, and JSON is still parsed', async () => {
    const client = await clientAnswering(200, 'OK', 'text/plain');
    const asText = await client.GET('/alerts/{alertId}', {
      params: { path: { alertId: 'a1' } },
      parseAs: 'text',
    });
    expect(asText.data).toBe('OK');
    await server?.close();
    const json = await clientAnswering(200, '{"id":"a1"}', 'application/json', false);
    expect((await json.GET('/alerts/{alertId}', { params: { path: { alertId: 'a1' } } })).data).toEqual({
      id: 'a1',
    });
  });
});

describe('a 2xx answer of the wrong shape', () => {
  it.each([
    ['an array', '[1,2]'],
    ['a bare string', '"OK"'],
    ['null', 'null'],
    ['a list without its array', '{"disputes":"none","pagination":{"totalPages":1}}'],
    ['a list whose pagination is not an object', '{"disputes":[],"pagination":3}'],
    ['a list without pagination', '{"disputes":[]}'],
  ])('is a DisputeApiError from listDisputes: %s', async (_what, body) => {
    const error = await typedError(listDisputes(await clientAnswering(200, body)));
    expect(error).toMatchObject({ status: 200, format: 'unknown' });
    expect(error.message).toMatch(/not the documented shape/);
  });

  it('is a DisputeApiError from the paginators, not a TypeError halfway', async () => {
    await typedError(listAllDisputes(await clientAnswering(200, '{"disputes":[{"id":"d1"}]}')));
    await server!.close();
    await typedError(
      listAllAlerts(await clientAnswering(200, '{"alerts":null,"pagination":{"totalCount":3}}')),
    );
  });

  it('is a DisputeApiError from the other list and object helpers', async () => {
    await typedError(listAlerts(await clientAnswering(200, '{"alerts":[]}')));
    await server!.close();
    await typedError(getAlert(await clientAnswering(200, '[]'), 'a1'));
    await server!.close();
    await typedError(listWebhooks(await clientAnswering(200, '{"success":true}')));
    await server!.close();
    server = await localServer(answer(200, '{"data":"none"}'));
    // 2024-03-18 documents `data` as an optional array.
    const { createClient: create, listDisputes: list } = entryOf('2024-03-18');
    await typedError(list(create({ apiKey: API_KEY, baseUrl: server.url })));
  });

  it('still returns a documented answer as data', async () => {
    const page = { disputes: [], pagination: { totalCount: 0, offset: 0, limit: 25, totalPages: 0 } };
    await expect(listDisputes(await clientAnswering(200, JSON.stringify(page)))).resolves.toEqual(page);
  });
});

describe('an error answer that is not JSON', () => {
  it.each([
    [502, '<html>Bad Gateway</html>', 'text/html'],
    [500, '', 'text/plain'],
    [404, '{"error":', 'application/json'],
    [418, '\u0000\uFFFD', 'application/octet-stream'],
  ] as const)('%i is a DisputeApiError of format unknown', async (status, body, type) => {
    const error = await typedError(listDisputes(await clientAnswering(status, body, type)));
    expect(error).toMatchObject({ status, format: 'unknown' });
  });
});
