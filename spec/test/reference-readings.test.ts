// Where the contract restates the reference's words as a schema keyword, and where it gives an
// example of them, the words and the example stay tied to the reference (README.md, "What the
// contract says").
import { describe, expect, it } from 'vitest';
import { bundledVersions, isObject, loadBundle, type Json, type JsonObject } from './helpers/bundle.js';
import { deref, operation, operations, schemaAt } from './helpers/walk.js';

/** Every schema of a bundle that carries x-reading, by its JSON path. */
function readings(node: Json, path: string[] = []): Map<string, JsonObject> {
  const found = new Map<string, JsonObject>();
  if (Array.isArray(node))
    node.forEach((v, i) => readings(v, [...path, String(i)]).forEach((s, p) => found.set(p, s)));
  if (!isObject(node)) return found;
  if ('x-reading' in node) found.set(path.join('.'), node);
  for (const [key, child] of Object.entries(node))
    readings(child, [...path, key]).forEach((s, p) => found.set(p, s));
  return found;
}

describe('constraints read from the reference', () => {
  const current = loadBundle('2025-04-01');

  it('2025-04-01: the bin bounds, the currency pattern and the Retry-After minimum, each with its words', () => {
    const bin = schemaAt(current, 'NetworkTransaction.bin');
    expect(bin).toMatchObject({ type: 'number', multipleOf: 1, minimum: 100000, maximum: 99999999 });
    expect(bin['x-reading']).toContain('"First 6 to 8 digits of the card number"');
    for (const currency of ['Alert.currency', 'NetworkTransaction.currency']) {
      expect(schemaAt(current, currency), currency).toMatchObject({ maxLength: 3, pattern: '^[A-Z]+$' });
      expect(schemaAt(current, currency)['x-reading'], currency).toContain('"ISO 4217 code, uppercase"');
    }
    expect([...readings(current).keys()].sort()).toEqual(
      [
        'components.headers.RetryAfter.schema',
        'components.schemas.Alert.properties.currency',
        'components.schemas.NetworkTransaction.properties.bin',
        'components.schemas.NetworkTransaction.properties.currency',
        'components.schemas.StructuredError',
      ].sort(),
    );
  });

  it('2024-03-18: what the list of changes leaves unchanged, each with its words', () => {
    const initial = loadBundle('2024-03-18');
    const found = readings(initial);
    expect([...found.keys()].sort()).toEqual(
      [
        'components.headers.RetryAfter.schema',
        'components.schemas.DisputeList.properties.data',
        'components.schemas.StructuredError',
        'components.schemas.WebhookList',
        'paths./disputes.get.responses.200',
        'paths./webhooks.get.responses.200',
      ].sort(),
    );
    for (const [path, node] of found) {
      if (path.includes('RetryAfter') || path.includes('StructuredError')) continue;
      expect(node['x-reading'], path).toMatch(/^"Changes in 2025-04-01 relative to 2024-03-18: \.\.\. /);
    }
  });

  it.each(bundledVersions())(
    '%s: the structured format of errors whose codes are not shown is read from Errors, rule 3',
    (version) => {
      const error = schemaAt(loadBundle(version), 'StructuredError');
      expect(error['x-assumption']).toBeUndefined();
      expect(error['x-reading']).toMatch(/^"Error codes of all other endpoints/);
    },
  );

  it.each(bundledVersions())('%s: Retry-After is a number of seconds that is not negative', (version) => {
    const header = deref(loadBundle(version), { $ref: '#/components/headers/RetryAfter' });
    expect(header.schema).toMatchObject({ type: 'number', minimum: 0 });
    expect((header.schema as JsonObject)['x-reading']).toContain('"a number of seconds to wait"');
  });

  it.each(bundledVersions())('%s: every reading quotes the words it reads', (version) => {
    for (const [path, schema] of readings(loadBundle(version)))
      expect(schema['x-reading'], path).toMatch(/"[^"]+"/);
  });
});

describe('the diagnosis of a 403 (Authentication, rule 8)', () => {
  // The reference's hints stand where a caller who got a 403 looks: the key check's description,
  // in every version that has the operation.
  const withKeyCheck = bundledVersions().filter((version) =>
    operations(loadBundle(version)).includes('GET /health-check/access-key'),
  );

  it('every version has the key check (Versioning, rule 5: both health checks are unchanged)', () => {
    expect(withKeyCheck).toEqual(bundledVersions());
  });

  it.each(withKeyCheck)('%s: the key check says what to check on a 403, and what a 200 means', (version) => {
    const { description } = operation(loadBundle(version), 'GET', '/health-check/access-key');
    for (const hint of [
      /spelled `x-api-key`/,
      /no proxy .* strips it/,
      /carries the Access Key, not the Secret Key/,
      /answers 200 but another operation answers 403, the cause is a signature mismatch or a missing entitlement/,
    ])
      expect(description, String(hint)).toMatch(hint);
  });
});

describe('the request signature', () => {
  // One scheme serves every version (Versioning: authentication is the same in both), so its
  // example <PATH> names no version's date: it is a path of every version, with ids of its examples.
  it.each(bundledVersions())(
    "%s: shows a <PATH> of this version, whose ids are its path parameters' examples",
    (version) => {
      const bundle = loadBundle(version);
      const scheme = deref(bundle, { $ref: '#/components/securitySchemes/RequestSignature' });
      const [, path] = /`\/public\/<version>(\/[^`]*)`/.exec(scheme.description as string) ?? [];
      expect(scheme.description).not.toMatch(/\/public\/\d{4}-\d{2}-\d{2}/);
      const matched = operations(bundle)
        .map((key) => key.split(' '))
        .map(([method, template]) => ({ method, template, ids: matchTemplate(template, path) }))
        .find((m) => m.ids !== undefined);
      expect(matched, path).toBeDefined();
      const { method, template, ids } = matched!;
      const item = deref(bundle, (bundle.paths as JsonObject)[template]);
      const parameters = [
        ...((item.parameters as Json[]) ?? []),
        ...((operation(bundle, method, template).parameters as Json[]) ?? []),
      ].map((p) => deref(bundle, p));
      for (const [name, value] of Object.entries(ids!))
        expect(value, name).toBe(parameters.find((p) => p.name === name && p.in === 'path')?.example);
    },
  );
});

/** The values of a path template's parameters in a concrete path, or undefined when it does not match. */
function matchTemplate(template: string, path: string): Record<string, string> | undefined {
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  if (names.length === 0) return undefined;
  const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '([^/]+)')}$`);
  const values = pattern.exec(path)?.slice(1);
  return values && Object.fromEntries(names.map((name, i) => [name, values[i]]));
}
