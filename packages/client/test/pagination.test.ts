import { describe, expect, it } from 'vitest';
import {
  createClient,
  DisputeApiError,
  listAllAlerts,
  listAllDisputes,
  paginateAlerts,
  paginateDisputes,
  toArray,
} from '../src/versions/2025-04-01.js';
import { API_KEY, BASE_URL, fakeFetch, json, structured } from './helpers.js';

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

/** A dispute list of `total` items served by page index, with `totalPages` computed as the service would. */
function disputeServer(total: number, overrides: { totalPages?: number; emptyFrom?: number } = {}) {
  return fakeFetch((request) => {
    const { offset, limit } = query(request.url);
    const page = Number(offset);
    const size = Number(limit);
    const start = page * size;
    const ids = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => `d${start + i}`);
    const disputes =
      overrides.emptyFrom !== undefined && page >= overrides.emptyFrom ? [] : ids.map((id) => ({ id }));
    const totalPages = overrides.totalPages ?? Math.ceil(total / size);
    return json(200, { disputes, pagination: { totalCount: total, offset: page, limit: size, totalPages } });
  });
}

/** An alert list of `total` items served by record offset. */
function alertServer(total: number, overrides: { emptyFrom?: number; servedLimit?: number } = {}) {
  return fakeFetch((request) => {
    const { offset, limit } = query(request.url);
    const start = Number(offset);
    const size = overrides.servedLimit ?? Number(limit);
    const count =
      overrides.emptyFrom !== undefined && start >= overrides.emptyFrom
        ? 0
        : Math.max(0, Math.min(size, total - start));
    const alerts = Array.from({ length: count }, (_, i) => ({ id: `a${start + i}` }));
    return json(200, { alerts, pagination: { totalCount: total, offset: start, limit: size } });
  });
}

const ids = (items: { id?: unknown }[]) => items.map((item) => item.id);

describe('paginateDisputes: page index + 1, stop before totalPages', () => {
  it('advances the page index by one and stops at totalPages', async () => {
    const { fetch, calls } = disputeServer(5);
    const items = await toArray(
      paginateDisputes(createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch }), { pageSize: 2 }),
    );
    expect(ids(items)).toEqual(['d0', 'd1', 'd2', 'd3', 'd4']);
    expect(calls.map((call) => query(call.url))).toEqual([
      { offset: '0', limit: '2' },
      { offset: '1', limit: '2' },
      { offset: '2', limit: '2' },
    ]);
  });

  it('makes no request after the first when totalPages is 0', async () => {
    const { fetch, calls } = disputeServer(0);
    expect(await listAllDisputes(createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch }))).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('stops on an empty page even if totalPages says more', async () => {
    const { fetch, calls } = disputeServer(10, { totalPages: 5, emptyFrom: 1 });
    const items = await listAllDisputes(createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch }), {
      pageSize: 2,
    });
    expect(ids(items)).toEqual(['d0', 'd1']);
    expect(calls).toHaveLength(2);
  });

  it('stops at maxItems without fetching the next page', async () => {
    const { fetch, calls } = disputeServer(50);
    const items = await listAllDisputes(createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch }), {
      pageSize: 2,
      maxItems: 4,
    });
    expect(ids(items)).toEqual(['d0', 'd1', 'd2', 'd3']);
    expect(calls).toHaveLength(2);
    await listAllDisputes(createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch }), { maxItems: 0 });
    expect(calls).toHaveLength(2);
  });

  it('uses pageSize as limit, 25 by default', async () => {
    const { fetch, calls } = disputeServer(3);
    await listAllDisputes(createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch }));
    await listAllDisputes(createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch }), { pageSize: 100 });
    expect(calls.map((call) => query(call.url).limit)).toEqual(['25', '100']);
  });

  it('rejects a pageSize outside 1..100 and a bad maxItems at the call', () => {
    const client = createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch: disputeServer(1).fetch });
    for (const pageSize of [0, 101, 2.5])
      expect(() => paginateDisputes(client, { pageSize })).toThrow(RangeError);
    expect(() => paginateDisputes(client, { maxItems: -1 })).toThrow(RangeError);
  });

  it('stops when totalPages is missing instead of looping', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { disputes: [{ id: 'd0' }], pagination: {} }));
    expect(await listAllDisputes(createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch }))).toHaveLength(
      1,
    );
    expect(calls).toHaveLength(1);
  });
});

describe('paginateAlerts: record offset + limit, stop at totalCount or an empty page', () => {
  it('advances the offset by limit, not by one, and stops at totalCount', async () => {
    const { fetch, calls } = alertServer(5);
    const items = await toArray(
      paginateAlerts(createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch }), { pageSize: 2 }),
    );
    expect(ids(items)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4']);
    expect(calls.map((call) => query(call.url).offset)).toEqual(['0', '2', '4']);
  });

  it('makes no request after the first when totalCount is 0', async () => {
    const { fetch, calls } = alertServer(0);
    expect(await listAllAlerts(createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch }))).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('stops on an empty page before totalCount', async () => {
    const { fetch, calls } = alertServer(100, { emptyFrom: 4 });
    const items = await listAllAlerts(createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch }), {
      pageSize: 2,
    });
    expect(ids(items)).toEqual(['a0', 'a1', 'a2', 'a3']);
    expect(calls).toHaveLength(3);
  });

  it('stops at maxItems without fetching the next page', async () => {
    const { fetch, calls } = alertServer(100);
    const items = await listAllAlerts(createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch }), {
      pageSize: 10,
      maxItems: 15,
    });
    expect(items).toHaveLength(15);
    expect(calls).toHaveLength(2);
    await listAllAlerts(createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch }), { maxItems: 0 });
    expect(calls).toHaveLength(2);
  });

  it('advances by the page size the service reports when it serves fewer than asked', async () => {
    const { fetch, calls } = alertServer(7, { servedLimit: 3 });
    const items = await listAllAlerts(createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch }), {
      pageSize: 100,
    });
    expect(ids(items)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6']);
    expect(calls.map((call) => query(call.url))).toEqual([
      { offset: '0', limit: '100' },
      { offset: '3', limit: '100' },
      { offset: '6', limit: '100' },
    ]);
  });

  it('passes an error of a later page through as DisputeApiError', async () => {
    const { fetch } = fakeFetch((request) =>
      query(request.url).offset === '0'
        ? json(200, { alerts: [{ id: 'a0' }], pagination: { totalCount: 2, offset: 0, limit: 1 } })
        : json(400, structured('invalid_request_error', 'invalid_request', 'bad offset')),
    );
    const seen: unknown[] = [];
    const run = async () => {
      for await (const alert of paginateAlerts(createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch }), {
        pageSize: 1,
      }))
        seen.push(alert.id);
    };
    await expect(run()).rejects.toBeInstanceOf(DisputeApiError);
    expect(seen).toEqual(['a0']);
  });
});
