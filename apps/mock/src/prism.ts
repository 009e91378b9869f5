// The only module that touches Prism. Prism is used as a library for three things: turning a
// bundle into operations, validating a request against an operation, and producing an answer from
// the operation's examples or schemas. Keeping it here keeps a Prism upgrade to one file.
import { createLogger } from '@stoplight/prism-core';
import { createInstance, getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { validateInput } from '@stoplight/prism-http/dist/validator/index.js';
import type { Preferences, Query } from './types.js';

export type PrismOperation = Awaited<ReturnType<typeof getHttpOperationsFromSpec>>[number];
type PrismHttpRequest = Parameters<typeof validateInput>[0]['element'];

/** One finding of Prism's request validator; `path` is e.g. `['query', 'limit']` or `['body', 'outcome']`. */
export interface PrismDiagnostic {
  path?: string[];
  code?: string | number;
  message: string;
}

/** The request as Prism's validator and mocker take it. */
export interface PrismInput {
  method: string;
  path: string;
  query: Query;
  headers: Record<string, string>;
  body: unknown;
}

export interface PrismAnswer {
  status: number;
  headers: Record<string, string | number>;
  body: unknown;
}

/** Prism's own error (problem+json in its server); the caller maps it to the API's formats. */
export interface PrismFailure {
  name: string;
  status?: number;
  message: string;
}

/** Operations of a bundle, dereferenced the way Prism needs them. The document is consumed. */
export function loadPrismOperations(document: object): Promise<PrismOperation[]> {
  return getHttpOperationsFromSpec(document);
}

function toHttpRequest(input: PrismInput): PrismHttpRequest {
  return {
    method: input.method as PrismHttpRequest['method'],
    url: { path: input.path, query: input.query },
    headers: input.headers,
    body: input.body,
  };
}

const validationViews = new WeakMap<PrismOperation, PrismOperation>();

/**
 * The operation as the validator gets it: empty parameter lists removed. Prism validates a list
 * even when it is empty, and for the path that means compiling a URI template on every request;
 * without the list it skips the step, with the same result.
 */
function validationView(operation: PrismOperation): PrismOperation {
  let view = validationViews.get(operation);
  if (!view) {
    const request = operation.request && { ...operation.request };
    if (request) {
      for (const key of ['path', 'query', 'headers', 'cookie'] as const) {
        if (Array.isArray(request[key]) && request[key].length === 0) delete request[key];
      }
    }
    view = { ...operation, ...(request ? { request } : {}) };
    validationViews.set(operation, view);
  }
  return view;
}

/** Prism's request validation (parameters, body, content type); empty when the request is valid. */
export function validateWithPrism(operation: PrismOperation, input: PrismInput): PrismDiagnostic[] {
  const result = validateInput({ resource: validationView(operation), element: toHttpRequest(input) });
  return result._tag === 'Left' ? (result.left as PrismDiagnostic[]) : [];
}

export interface PrismEngine {
  answer(
    operation: PrismOperation,
    input: PrismInput,
    prefer: Preferences,
  ): Promise<{ ok: true; answer: PrismAnswer } | { ok: false; failure: PrismFailure }>;
}

// What the front does itself (security, validation in the API's formats) or needs no part of.
const OFF = {
  checkSecurity: false,
  validateRequest: false,
  validateResponse: false,
  errors: false,
  upstreamProxy: undefined,
  isProxy: false,
} as const;

/**
 * One Prism instance (one per bundle). Security and request validation are off because the front
 * does both in the API's formats before asking; response validation is off because it only logs.
 */
export function createPrismEngine(options: { seed?: string; debug: boolean }): PrismEngine {
  const logger = createLogger('PRISM', { level: options.debug ? 'debug' : 'silent' });
  const mockDefaults = { dynamic: false, ...(options.seed === undefined ? {} : { seed: options.seed }) };
  const prism = createInstance(
    { mock: mockDefaults, ...OFF },
    {
      logger,
      // The front has already routed the request to this one operation; Prism's router would only
      // match it again (fp-ts Either, built by hand to avoid a direct fp-ts dependency).
      route: ({ resources }) => ({ _tag: 'Right', right: resources[0]! }),
    },
  );

  return {
    async answer(operation, input, prefer) {
      const mock = {
        ...mockDefaults,
        ...(prefer.code === undefined ? {} : { code: prefer.code }),
        ...(prefer.example === undefined ? {} : { exampleKey: prefer.example }),
        ...(prefer.dynamic === undefined ? {} : { dynamic: prefer.dynamic }),
        ...(prefer.seed === undefined ? {} : { seed: prefer.seed }),
      };
      // A fresh config per request: Prism's mocker writes the negotiated media types into it.
      const result = await prism.request(toHttpRequest(input), [operation], { mock, ...OFF })();
      if (result._tag === 'Left') return { ok: false, failure: result.left as PrismFailure };
      const { statusCode, headers, body } = result.right.output;
      return { ok: true, answer: { status: statusCode, headers: { ...headers }, body } };
    },
  };
}
