// The same suites against every mode of the mock: Prism's examples (the static mode), the seeded
// store (the sandbox) on the node server, and the same store as MSW handlers; in the sandbox each test
// starts from the seed and every answer is checked on its way out.
import { MAX_BODY_BYTES } from '@dispute-api/mock';
import { apiModel } from '@dispute-api/openapi-model';
import {
  contractProblems,
  operationsOf,
  resolveRef,
  loadBundle,
  schemaValidator,
} from '@dispute-api/spec/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  callOperation,
  MODES,
  recordingClient,
  v2025,
  VERSIONS,
  withMock,
  type CallInit,
  type ContractMock,
} from './harness.js';

const isOpenSchema = (version: string, schema: unknown) => {
  const resolved = resolveRef(loadBundle(version), schema) as Record<string, unknown> | undefined;
  return resolved?.['x-unspecified'] !== undefined && resolved.type === undefined;
};

describe.each(MODES)('%s mock', (mode) => {
  let mock: ContractMock;
  let signedMock: ContractMock;
  beforeAll(async () => {
    mock = await withMock(mode);
    signedMock = await withMock(mode, { secretKey: 'contract-secret', requireSignature: true });
  });
  beforeEach(async () => {
    await mock.resetState();
    await signedMock.resetState();
  });
  afterEach(() => {
    expect([...mock.takeDrift(), ...signedMock.takeDrift()], 'sandbox answers outside the contract').toEqual(
      [],
    );
  });
  afterAll(async () => {
    await mock?.close();
    await signedMock?.close();
  });

  // The mock's body limit is its own protection, not the API's: the contract documents no 413, so
  // the answer is checked as the mock's documented exception (apps/docs/guides/sandbox.md, Limits).
  it.each(VERSIONS)(
    '%s: a body over the mock limit gets its own 413, in the structured format',
    async (version) => {
      const op = operationsOf(version).find((o) => o.method === 'post' && o.template === '/webhooks')!;
      const { client, exchanges } = recordingClient(mock, version);
      const oversized = (body: unknown) => JSON.stringify(body).padEnd(MAX_BODY_BYTES + 1, ' ');
      const { error, response } = await callOperation(client, op, { bodySerializer: oversized });
      expect(response.status).toBe(413);
      expect(error).toMatchObject({ error: { type: 'invalid_request_error', code: 'payload_too_large' } });
      expect(exchanges).toHaveLength(1); // not retry-safe
      expect(
        schemaValidator(loadBundle(version))(
          '#/components/schemas/StructuredError',
          JSON.parse(exchanges[0].text),
        ),
      ).toEqual([]);
      expect(contractProblems(op, 413, exchanges[0].text)).toEqual([
        `status 413 is not documented for post /webhooks`,
      ]);
      expect(v2025.toApiError(response, error)).toMatchObject({ status: 413, retrySafe: false });
    },
  );

  describe.each(VERSIONS)('%s: every operation through the client', (version) => {
    const ops = operationsOf(version);
    const model = apiModel(loadBundle(version));

    it.each(ops.map((op) => [`${op.method.toUpperCase()} ${op.template}`, op] as const))(
      '%s succeeds, with an answer valid against the spec',
      async (_label, op) => {
        const { client, exchanges } = recordingClient(mock, version);
        const { error, response } = await callOperation(client, op);
        expect(error, JSON.stringify(error)).toBeUndefined();
        expect(response.status).toBeGreaterThanOrEqual(200);
        expect(response.status).toBeLessThan(300);
        const last = exchanges.at(-1)!;
        expect(contractProblems(op, last.status, last.text)).toEqual([]);
      },
    );

    it.each(
      ops
        .filter((op) => op.template !== '/health-check')
        .map((op) => [`${op.method.toUpperCase()} ${op.template}`, op] as const),
    )('%s refuses an unknown key with 403 in the simple format', async (_label, op) => {
      const { client, exchanges } = recordingClient(mock, version, { apiKey: 'not-a-key' });
      const { error, response } = await callOperation(client, op);
      expect(response.status).toBe(403);
      expect(error).toMatchObject({ message: 'Forbidden' });
      expect(exchanges).toHaveLength(1); // 403 is not retry-safe
      expect(contractProblems(op, 403, exchanges[0].text)).toEqual([]);
      const typed = v2025.toApiError(response, error);
      expect(typed).toMatchObject({ status: 403, message: 'Forbidden', retrySafe: false });
      expect(typed.requestId).toMatch(/\S/);
    });

    it.each(ops.map((op) => [`${op.method.toUpperCase()} ${op.template}`, op] as const))(
      '%s succeeds with request signing required',
      async (_label, op) => {
        const { client } = recordingClient(signedMock, version, {
          secretKey: 'contract-secret',
          signRequests: true,
        });
        const { error, response } = await callOperation(client, op);
        expect(error, JSON.stringify(error)).toBeUndefined();
        expect(response.ok).toBe(true);
      },
    );

    // One invalid request per operation that takes input: a malformed body, an empty identifier, or
    // a page size out of bounds. Operations whose only parameters the reference leaves open (the
    // 2024-03-18 dispute filters) accept any value, so nothing about them can be invalid.
    type Invalid = [op: (typeof ops)[number], what: string, init: CallInit];
    const invalid = ops.flatMap((op): Invalid[] => {
      const o = model.operation(op.method, op.template)!;
      const params = o.parameters;
      if (o.requestBody) return [[op, 'malformed JSON body', { bodySerializer: () => '{"truncated": ' }]];
      if (op.template.includes('{')) {
        const name = op.template.match(/\{([^}]+)\}/)![1];
        return [[op, `blank ${name}`, { path: { [name]: ' ' } }]];
      }
      if (params.some((p) => p.name === 'limit')) return [[op, 'limit 0', { query: { limit: 0 } }]];
      expect(
        params.every((p) => isOpenSchema(version, p.schema)),
        `${op.template} has checkable parameters`,
      ).toBe(true);
      return [];
    });

    it.each(
      invalid.map(
        ([op, what, init]) => [`${op.method.toUpperCase()} ${op.template}`, what, op, init] as const,
      ),
    )('%s with %s answers 400 in the structured format', async (_label, _what, op, init) => {
      const { client, exchanges } = recordingClient(mock, version);
      const { error, response } = await callOperation(client, op, init);
      expect(response.status).toBe(400);
      expect(error).toMatchObject({ error: { type: 'invalid_request_error' } });
      expect(exchanges).toHaveLength(1);
      expect(contractProblems(op, 400, exchanges[0].text)).toEqual([]);
    });
  });
});
