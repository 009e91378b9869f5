import type { Direction } from './types.js';

/**
 * What a change does to the set of valid messages. Every direction-dependent rule reduces to
 * this: a narrowing rejects messages that used to be valid, which breaks whoever writes them
 * (callers, for requests); a widening admits messages that used to be impossible, which breaks
 * whoever reads them (callers, for responses).
 */
export type Effect = 'breaking' | 'compatible' | 'narrowing' | 'widening';

export function isBreaking(effect: Effect, direction: Direction): boolean {
  switch (effect) {
    case 'breaking':
      return true;
    case 'compatible':
      return false;
    case 'narrowing':
      return direction === 'request';
    case 'widening':
      return direction === 'response';
  }
}

/** Every rule id the engine emits, with how it is classed. */
export const RULES = {
  'operation-added': 'never breaking',
  'operation-removed': 'always breaking',
  'parameter-added': 'breaking if the new parameter is required',
  'parameter-removed': 'always breaking',
  'path-parameter-renamed': 'never breaking (the URL is the same; code that names the parameter changes)',
  'request-body-added': 'breaking if the new body is required',
  'request-body-removed': 'always breaking',
  'media-type-added': 'never breaking',
  'media-type-removed': 'always breaking',
  'response-status-added': 'never breaking',
  'response-status-removed': 'breaking for a 2xx status, otherwise not',
  'response-header-added': 'never breaking',
  'response-header-removed': 'always breaking',
  'required-added': 'breaking in requests (parameters, bodies, properties), not in responses',
  'required-removed': 'breaking in responses (properties, headers), not in requests',
  'request-property-added': 'breaking if the new property is required',
  'request-property-removed': 'always breaking',
  'response-property-added': 'never breaking',
  'response-property-removed': 'always breaking',
  'enum-value-added': 'breaking in responses, not in requests',
  'enum-value-removed': 'always breaking (readers and generated types rely on documented values)',
  'enum-added': 'breaking in requests, not in responses',
  'enum-removed': 'breaking in responses, not in requests',
  'type-changed':
    'requests: breaking unless the new types include the old; responses: breaking unless the old types include the new',
  'bound-changed':
    'tightening (or adding a bound, pattern or format) breaks requests; ' +
    'loosening (or removing one) breaks responses; replacing a pattern or format breaks both',
  'additional-properties-forbidden': 'breaking in requests, not in responses',
  'additional-properties-allowed': 'breaking in responses, not in requests',
  'branch-added': 'oneOf/anyOf: breaking in responses, not in requests',
  'branch-removed': 'oneOf/anyOf: breaking in requests, not in responses',
  'security-scheme-added': 'never breaking',
  'security-scheme-removed': 'always breaking',
  'security-scheme-changed': 'always breaking (another key, header, HTTP scheme or flow)',
  'security-requirement-added': 'never breaking (one more way to authenticate)',
  'security-requirement-removed':
    'breaking unless no credentials are needed any more (requests authenticated that way are refused)',
  'security-scopes-added': 'always breaking',
  'security-scopes-removed': 'never breaking',
  'server-added': 'never breaking',
  'server-removed': 'always breaking (a changed base URL or path is a removal and an addition)',
  'server-variable-changed': "always breaking (the variable's default makes another URL)",
} as const satisfies Record<string, string>;

export type RuleId = keyof typeof RULES;
