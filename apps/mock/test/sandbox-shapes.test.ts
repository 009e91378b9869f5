// Sandbox shapes (core/sandbox/shapes.ts): each version is detected as one shape from its contract;
// a version added as a copy of another has that version's shape but records of its own; a version
// that fits no shape, or a sandbox without a version of the seeding shape, does not start.
import { loadBundle } from '@dispute-api/spec/contract';
import { describe, expect, it } from 'vitest';
import { createEngine, StartupError, type Engine } from '../src/index.js';
import { shapeOf } from '../src/core/sandbox/shapes.js';
import { versionApi } from '../src/core/versions.js';
import { KEY } from './helpers/mock.js';

const PAGED = '2025-04-01';
const FLAT = '2024-03-18';
/** A version that is not in the spec: a copy of another, as `pnpm version:add` makes one. */
const COPY = '2099-01-01';

const engineOf = (bundles: Record<string, Record<string, unknown>>, versions: string[]) =>
  createEngine({ bundles, versions, logLevel: 'silent' });
const get = async (engine: Engine, target: string, method = 'GET', body?: unknown) => {
  const answer = await engine.handle({
    method,
    target,
    headers: { 'x-api-key': KEY, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: new TextEncoder().encode(JSON.stringify(body)) }),
  });
  const sent = answer.body;
  const text = typeof sent === 'string' ? sent : Buffer.concat(sent ?? []).toString('utf8');
  return { status: answer.status, json: JSON.parse(text) as Record<string, any> };
};

describe('sandbox shapes', () => {
  it("detects each version's shape from its contract", () => {
    expect(shapeOf(versionApi(PAGED, loadBundle(PAGED))).name).toBe('paged-disputes');
    expect(shapeOf(versionApi(FLAT, loadBundle(FLAT))).name).toBe('flat-disputes');
  });

  it('gives a copied version the shape of the one it copies, and records of its own', async () => {
    const engine = engineOf({ [COPY]: loadBundle(PAGED), [PAGED]: loadBundle(PAGED) }, [COPY, PAGED]);
    const webhook = { event: 'alerts.created', url: 'https://app.example/hook' };
    expect((await get(engine, `/public/${COPY}/webhooks`, 'POST', webhook)).status).toBe(201);
    const listed = async (version: string) =>
      ((await get(engine, `/public/${version}/webhooks`)).json.data as unknown[]).length;
    expect(await listed(COPY)).toBe((await listed(PAGED)) + 1);
    // The copy answers in its shape: the paged dispute list.
    expect((await get(engine, `/public/${COPY}/disputes?limit=1`)).json.pagination).toMatchObject({
      limit: 1,
    });
    const counts = (await get(engine, '/__mock/state')).json.counts as Record<string, { webhooks: number }>;
    expect(counts[COPY]!.webhooks).toBe(counts[PAGED]!.webhooks + 1);
  });

  it('refuses to start a version that fits no shape, naming what each shape looks for', () => {
    const bundle = structuredClone(loadBundle(PAGED)) as { components: { schemas: Record<string, unknown> } };
    delete bundle.components.schemas.DisputeList;
    const start = () => engineOf({ [COPY]: bundle, [PAGED]: loadBundle(PAGED) }, [COPY, PAGED]);
    expect(start).toThrow(StartupError);
    expect(start).toThrow(`version ${COPY} fits no sandbox shape; the shapes: paged-disputes (`);
  });

  it('needs a version of the paged-disputes shape, whose examples make the seed', () => {
    expect(() => engineOf({ [FLAT]: loadBundle(FLAT) }, [FLAT])).toThrow(
      'the sandbox needs a version of the paged-disputes shape',
    );
  });
});
