// Answers taken from the spec's own examples: what the sandbox answers to `Prefer: code=N` for a
// documented error status (the store left untouched), so that error states stay reachable without
// loading the static mode's engine.
import type { MockResponse, Operation } from './types.js';

/** Whether the operation documents `code`, exactly or through a `NXX` range. */
export const isDocumented = (operation: Operation, code: number) =>
  operation.statuses.some((s) => s === String(code) || s.toUpperCase() === `${Math.floor(code / 100)}XX`);

/**
 * The documented answer for `status`: the named example when it exists, else the first one, with
 * the documented headers' example values. Undefined when the status is not documented.
 */
export function exampleAnswer(operation: Operation, status: number, name?: string): MockResponse | undefined {
  if (!isDocumented(operation, status)) return undefined;
  const model = operation.response(status);
  if (!model) return undefined;
  const examples = model.examples;
  const body = name !== undefined && examples.has(name) ? examples.get(name) : examples.values().next().value;
  return {
    status,
    headers: { ...model.headerExamples },
    ...(body === undefined ? {} : { body: structuredClone(body) }),
  };
}
