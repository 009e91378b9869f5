// The validators of the bundles this package ships, generated with them at build time
// (scripts/validators.mjs, from schema.mjs's `validatorPlan`) as Ajv's standalone code: checking a
// request or a record needs no Ajv compiler, in Node or in a browser. No `node:` import.
import { GENERATED } from './dist/validators.mjs';
import { fingerprint, operationKey } from './runtime-bundle.mjs';

const found = new WeakMap();

/**
 * The validators of `bundle` when it is a bundle this package ships (read from disk with its prose,
 * or from `@dispute-api/spec/bundles` without), else undefined; found by its fingerprint, once per
 * bundle object. `params(method, path)` checks an operation's `{query, header}`, `schema(pointer)`
 * a request body or a named schema; each is undefined for what the plan does not hold.
 */
export function generatedValidators(bundle) {
  if (!found.has(bundle)) {
    const print = fingerprint(bundle);
    const generated = GENERATED.find((g) => g.fingerprint === print);
    found.set(
      bundle,
      generated && {
        params: (method, path) => generated.params[operationKey(method, path)],
        schema: (pointer) => generated.schemas[pointer],
      },
    );
  }
  return found.get(bundle);
}
