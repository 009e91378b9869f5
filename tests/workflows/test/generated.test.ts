// What a partner's tools make of the contract: `redocly generate-arazzo` on each published bundle,
// then `redocly respect` on what it wrote, against the sandbox. Two faults of the generator are
// worked around here, each shown to still exist first (apps/docs/guides/check-a-real-environment.md,
// "Redocly's known issues"); Respect's own two misjudging checks are handled as in every run (./respect.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startMock, type RunningMock } from '@dispute-api/mock';
import { loadBundle, operationsOf, operationOf, resolveRef } from '@dispute-api/spec/contract';
import { VERSIONS } from '@dispute-api/spec/versions';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import { runInGroup } from '@dispute-api/test-support/processes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseDocument, type Document, YAMLMap, YAMLSeq } from 'yaml';
import { DEV_KEY, redoclyBin, respect, toolFindings } from './respect.js';

const require = createRequire(import.meta.url);
const RANGE = '$statusCode >= 200 && $statusCode < 300';

let sandbox: RunningMock;
let dir: string;
beforeAll(async () => {
  sandbox = await startMock({ port: 0, stateful: true, evidenceDelayMs: 300, logLevel: 'silent' });
  dir = scratchDir('generated-arazzo');
});
afterAll(async () => {
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => sandbox.reset?.());

async function generate(version: string): Promise<Document> {
  const out = join(dir, `${version}.arazzo.yaml`);
  const run = await runInGroup(
    process.execPath,
    [
      redoclyBin,
      'generate-arazzo',
      require.resolve(`@dispute-api/spec/${version}.yaml`),
      '--output-file',
      out,
    ],
    {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  if (run.code !== 0) throw new Error(`generate-arazzo exited ${run.code}:\n${run.stdout}${run.stderr}`);
  return parseDocument(readFileSync(out, 'utf8'));
}

type Node = Document | YAMLMap;
const steps = (node: Node): YAMLMap[] =>
  node.get('workflows')
    ? (node.get('workflows') as YAMLSeq<YAMLMap>).items.flatMap(steps)
    : (node.get('steps') as YAMLSeq<YAMLMap>).items;

// Operations whose only documented success is the `2XX` range, by operationId.
const rangeOnly = (version: string) =>
  new Set(
    operationsOf(version)
      .filter((op) => {
        const keys = Object.keys(operationOf(op).responses as object);
        return keys.includes('2XX') && !keys.some((k) => /^2\d\d$/.test(k));
      })
      .map((op) => op.operationId),
  );

// Operations whose first request example is the empty object, the contract's placeholder where the
// body is not shown: Respect sends it as an empty body (fault 3).
const emptyExample = (version: string) =>
  new Set(
    operationsOf(version)
      .filter((op) => {
        const bundle = loadBundle(version);
        const media = (
          resolveRef(bundle, operationOf(op).requestBody) as
            { content?: Record<string, { examples?: Record<string, unknown> }> } | undefined
        )?.content?.['application/json'];
        const first = Object.values(media?.examples ?? {})[0];
        const value = (resolveRef(bundle, first) as { value?: unknown } | undefined)?.value;
        return (
          value !== null &&
          typeof value === 'object' &&
          !Array.isArray(value) &&
          Object.keys(value).length === 0
        );
      })
      .map((op) => op.operationId),
  );

describe.each(VERSIONS)('generate-arazzo %s, then respect', (version) => {
  it('passes against the sandbox once the generator faults are worked around', async () => {
    const doc = await generate(version);
    const ranged = rangeOnly(version);
    let signatureEntries = 0;
    const rewritten: string[] = [];
    for (const step of steps(doc)) {
      const operationId = String(step.get('operationId')).split('.').pop()!;
      // Fault 1: the security alternatives {ApiKey} or {ApiKey, RequestSignature} come out as one
      // list that needs both, the signature as a fixed input. A signature is computed per request.
      const security = step.get('x-security') as YAMLSeq<YAMLMap> | undefined;
      if (security) {
        const kept = security.items.filter((s) => s.get('schemeName') !== 'RequestSignature');
        signatureEntries += security.items.length - kept.length;
        security.items = kept;
      }
      // Fault 2: where the only success is `2XX`, the criterion expects the first listed status,
      // an error code.
      const criteria = step.get('successCriteria') as YAMLSeq<YAMLMap>;
      for (const criterion of criteria.items) {
        const status = /^\$statusCode == (\d+)$/.exec(String(criterion.get('condition')))?.[1];
        if (ranged.has(operationId) && status && !status.startsWith('2')) {
          criterion.set('condition', RANGE);
          rewritten.push(operationId);
        }
      }
    }
    // Fault 3: the steps that would send the empty placeholder body are run on their own below,
    // to show the fault is still there, and left out of the full run.
    const empty = emptyExample(version);
    const workflows = doc.get('workflows') as YAMLSeq<YAMLMap>;
    const dropped = workflows.items.filter((w) =>
      steps(w).some((st) => empty.has(String(st.get('operationId')).split('.').pop()!)),
    );
    workflows.items = workflows.items.filter((w) => !dropped.includes(w));
    expect(dropped.length, 'fault 3: one workflow per operation with an empty example').toBe(empty.size);
    expect(signatureEntries, 'fault 1 still present').toBeGreaterThan(0);
    expect(rewritten.sort(), 'fault 2 hits every range-only operation').toEqual([...ranged].sort());

    const file = join(dir, `${version}.fixed.arazzo.yaml`);
    writeFileSync(file, doc.toString());
    const result = await respect(file, {
      server: `${version}=${sandbox.baseUrls[version]}`,
      inputs: { ApiKey: DEV_KEY },
    });
    console.log(`generated ${version}: ${result.summary.join(' | ')}`);
    expect(result.status, result.output).toBe(0);
    expect(toolFindings(result)).toEqual([]);

    // Fault 3 itself: the report says `{}` was sent, the sandbox says no body arrived.
    const [first] = dropped;
    const alone = join(dir, `${version}.empty-body.arazzo.yaml`);
    workflows.items = [first];
    writeFileSync(alone, doc.toString());
    const emptyRun = await respect(alone, {
      server: `${version}=${sandbox.baseUrls[version]}`,
      inputs: { ApiKey: DEV_KEY },
    });
    const step = emptyRun.steps[0];
    expect((step.request as { body?: unknown }).body).toEqual({});
    expect(JSON.stringify(step.response?.body)).toContain('request body is required');
  });
});
