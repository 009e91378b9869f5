import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCodeSamples, clientSample, curlSample, parameterValue } from '../src/code-samples.mjs';
import { apiModel, type JsonObject } from '@dispute-api/openapi-model';
import { specDistDir, specVersions } from '../src/paths.mjs';
import { tsLiteral } from '../src/ts-literal.mjs';

const doc = {
  openapi: '3.1.0',
  info: { title: 'T', version: '2025-04-01' },
  servers: [
    { url: '{base_url}/public/2025-04-01', variables: { base_url: { default: 'http://127.0.0.1:4010' } } },
  ],
  security: [{ ApiKey: [] }, { ApiKey: [], Signature: [] }],
  paths: {
    '/health-check': { get: { security: [], responses: {} } },
    '/alerts': { get: { parameters: [{ $ref: '#/components/parameters/Limit' }], responses: {} } },
    '/alerts/{alertId}/outcome': {
      parameters: [{ name: 'alertId', in: 'path', required: true, schema: { type: 'string' } }],
      post: {
        requestBody: { $ref: '#/components/requestBodies/Outcome' },
        responses: {},
      },
    },
  },
  components: {
    securitySchemes: {
      ApiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
      Signature: { type: 'apiKey', in: 'header', name: 'x-signature' },
    },
    parameters: { Limit: { name: 'limit', in: 'query', schema: { type: 'integer', default: 25 } } },
    requestBodies: {
      Outcome: {
        content: {
          'application/json': { examples: { refunded: { $ref: '#/components/examples/Refunded' } } },
        },
      },
    },
    examples: { Refunded: { value: { outcome: "it's refunded" } } },
  },
};
const samples = (path: string, method: string) =>
  (
    addCodeSamples(doc).paths as unknown as Record<
      string,
      Record<string, { 'x-codeSamples': { label: string; source: string }[] }>
    >
  )[path]![method]!['x-codeSamples'];

describe('curl sample', () => {
  it('sends the API key from a shell variable, never a literal key', () => {
    const [curl] = samples('/alerts', 'get');
    expect(curl?.source).toBe(
      `curl 'http://127.0.0.1:4010/public/2025-04-01/alerts?limit=25' \\\n  -H "x-api-key: $DISPUTE_API_KEY"`,
    );
  });

  it('has no key header where the operation needs none', () => {
    expect(samples('/health-check', 'get')[0]?.source).toBe(
      `curl 'http://127.0.0.1:4010/public/2025-04-01/health-check'`,
    );
  });

  it('fills path parameters, sends the body example and quotes it for the shell', () => {
    expect(samples('/alerts/{alertId}/outcome', 'post')[0]?.source).toBe(
      [
        `curl -X POST 'http://127.0.0.1:4010/public/2025-04-01/alerts/alertId_example/outcome'`,
        `  -H "x-api-key: $DISPUTE_API_KEY"`,
        `  -H 'content-type: application/json'`,
        `  -d '{\n  "outcome": "it'\\''s refunded"\n}'`,
      ].join(' \\\n'),
    );
  });

  it('repeats array query values', () => {
    const source = curlSample({
      method: 'get',
      path: '/d',
      params: { query: { s: ['a', 'b'] } },
      baseUrl: '',
      authHeaders: [],
    });
    expect(source).toBe(`curl '/d?s=a&s=b'`);
  });
});

describe('client sample', () => {
  it('imports the version entry point and calls the path with openapi-fetch options', () => {
    expect(samples('/alerts/{alertId}/outcome', 'post')[1]?.source)
      .toBe(`import { createClient } from '@dispute-api/client/2025-04-01';

const client = createClient({
  apiKey: process.env.DISPUTE_API_KEY!,
  baseUrl: process.env.DISPUTE_API_BASE_URL!,
});

const { data, error } = await client.POST('/alerts/{alertId}/outcome', {
  params: { path: { alertId: 'alertId_example' } },
  body: { outcome: 'it\\'s refunded' },
});`);
  });

  it('passes no options when there is nothing to send', () => {
    const source = clientSample({ method: 'get', path: '/health-check', params: {}, version: '2024-03-18' });
    expect(source).toContain(`from '@dispute-api/client/2024-03-18'`);
    expect(source.split('\n').at(-1)).toBe(`const { data, error } = await client.GET('/health-check');`);
  });
});

describe('parameterValue', () => {
  // The parameter as the model reads it from an operation that declares it.
  const value = (parameter: JsonObject) =>
    parameterValue(
      apiModel({ paths: { '/x': { get: { parameters: [parameter] } } } }).operations[0]!.parameters[0]!,
    );

  it('prefers the example, then the default', () => {
    expect(value({ name: 'l', in: 'query', example: 5, schema: { default: 25 } })).toBe(5);
    expect(value({ name: 'l', in: 'query', schema: { default: 25 } })).toBe(25);
  });

  it('leaves out an optional parameter with nothing to show, and names a required one', () => {
    expect(value({ name: 'reason', in: 'query', schema: {} })).toBeUndefined();
    expect(value({ name: 'id', in: 'path', schema: { type: 'string' } })).toBe('id_example');
  });
});

describe('tsLiteral', () => {
  it('writes bare identifier keys and single-quoted strings', () => {
    expect(tsLiteral({ a: 'x', 'b-c': [1, true, null] })).toBe(`{ a: 'x', 'b-c': [1, true, null] }`);
  });

  it('breaks a literal that would not fit on its line', () => {
    expect(tsLiteral({ text: 'y'.repeat(80) })).toBe(`{\n  text: '${'y'.repeat(80)}',\n}`);
  });
});

describe.each(specVersions())('the %s bundle', (version) => {
  const bundle = JSON.parse(readFileSync(join(specDistDir, `${version}.json`), 'utf8'));
  const withSamples = addCodeSamples(bundle);

  it('gets a curl and a client sample on every operation', () => {
    const ops = apiModel(withSamples).operations;
    expect(ops.length).toBeGreaterThan(5);
    for (const { method, path, object } of ops) {
      const [curl, ts] = object['x-codeSamples'] as any[];
      expect(curl.label, `${method} ${path}`).toBe('curl');
      expect(curl.source).toContain(`/public/${version}`);
      expect(ts.source).toContain(`client.${method.toUpperCase()}('${path}'`);
      expect(ts.source).toContain(`'@dispute-api/client/${version}'`);
    }
  });

  it('leaves the health check without a key and the bundle itself untouched', () => {
    expect(withSamples.paths['/health-check'].get['x-codeSamples'][0].source).not.toContain('x-api-key');
    expect(withSamples.paths['/disputes'].get['x-codeSamples'][0].source).toContain(
      'x-api-key: $DISPUTE_API_KEY',
    );
    expect(bundle.paths['/disputes'].get).not.toHaveProperty('x-codeSamples');
  });
});
