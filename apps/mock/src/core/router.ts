// Routing inside one version: path templates are compiled once at start-up, so a request costs one
// map lookup (templates without parameters, such as `/alerts`) or a few regular expressions.
import type { Operation } from './types.js';

export type RouteResult =
  | { kind: 'found'; operation: Operation; rawParams: string[] }
  /** No template matches the path. */
  | { kind: 'no-path' }
  /** A template matches, but it has no operation for this method. */
  | { kind: 'no-method'; template: string; methods: string[] };

interface CompiledTemplate {
  template: string;
  pattern: RegExp;
  literalSegments: number;
  byMethod: Map<string, Operation>;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(template: string): { pattern: RegExp; literalSegments: number } {
  const segments = template.split('/').slice(1);
  // A parameter matches one segment, possibly empty: `/alerts//outcome` must reach the outcome
  // operation so that validation can answer `missing_alert_id`, as the rules of the reference's
  // "Structured error codes (alert operations)" ask.
  const source = segments.map((s) => (/^\{[^}]+\}$/.test(s) ? '([^/]*)' : escapeRegExp(s))).join('/');
  return {
    pattern: new RegExp(`^/${source}$`),
    literalSegments: segments.filter((s) => !s.startsWith('{')).length,
  };
}

export function createRouter(
  operations: readonly Operation[],
): (method: string, path: string) => RouteResult {
  const byTemplate = new Map<string, CompiledTemplate>();
  for (const operation of operations) {
    let entry = byTemplate.get(operation.template);
    if (!entry) {
      entry = { template: operation.template, ...compile(operation.template), byMethod: new Map() };
      byTemplate.set(operation.template, entry);
    }
    entry.byMethod.set(operation.method, operation);
  }
  const literal = new Map<string, CompiledTemplate>();
  const templated: CompiledTemplate[] = [];
  for (const entry of byTemplate.values()) {
    if (entry.template.includes('{')) templated.push(entry);
    else literal.set(entry.template, entry);
  }
  // More literal segments first, so a fixed path always wins over a parameter in the same place.
  templated.sort((a, b) => b.literalSegments - a.literalSegments);

  const result = (entry: CompiledTemplate, method: string, rawParams: string[]): RouteResult => {
    const operation = entry.byMethod.get(method);
    return operation
      ? { kind: 'found', operation, rawParams }
      : { kind: 'no-method', template: entry.template, methods: [...entry.byMethod.keys()] };
  };

  return (method, path) => {
    const lower = method.toLowerCase();
    const fixed = literal.get(path);
    if (fixed) return result(fixed, lower, []);
    for (const entry of templated) {
      const match = entry.pattern.exec(path);
      if (match) return result(entry, lower, match.slice(1));
    }
    return { kind: 'no-path' };
  };
}
