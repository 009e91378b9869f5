// The only module that touches Prism, loaded (by dynamic import) only by the static mode: answers
// picked from the spec's examples (`Prefer: example=`/`code=`) and data generated from the schemas
// (`Prefer: dynamic=true`). Routing, the key, the signature and validation stay in the engine;
// Prism's logger writes through the mock's redacting logger like every other line.
import { createLogger } from '@stoplight/prism-core';
import { createInstance, getHttpOperationsFromSpec } from '@stoplight/prism-http';
import type { Logger } from '../core/logger.js';
import type { Preferences, Query } from '../core/types.js';

export type PrismOperation = Awaited<ReturnType<typeof getHttpOperationsFromSpec>>[number];
type PrismRequest = Parameters<ReturnType<typeof createInstance>['request']>[0];
type PrismLogger = Parameters<typeof createInstance>[1]['logger'];

/** The request as Prism's mocker takes it. */
export interface PrismInput {
  method: string;
  path: string;
  query: Query;
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

/** Operations of a bundle, dereferenced the way Prism needs them: in place, so on a copy. */
export function loadPrismOperations(document: Record<string, unknown>): Promise<PrismOperation[]> {
  return getHttpOperationsFromSpec(structuredClone(document));
}

export interface PrismEngine {
  answer(
    operation: PrismOperation,
    input: PrismInput,
    prefer: Preferences,
  ): Promise<{ ok: true; answer: PrismAnswer } | { ok: false; failure: PrismFailure }>;
}

// What the engine does itself (security, validation in the API's formats) or needs no part of.
// Response validation is off because it only logs.
const OFF = {
  checkSecurity: false,
  validateRequest: false,
  validateResponse: false,
  errors: false,
  upstreamProxy: undefined,
  isProxy: false,
} as const;

// Prism's content negotiation is skipped: the API only speaks JSON, and an `Accept` header Prism
// cannot satisfy would otherwise end in its 406 problem+json.
const NO_HEADERS: Record<string, string> = {};

/** One Prism instance per bundle (Prism serves one document per instance). */
export function createPrismEngine(options: { seed?: string; logger: Logger }): PrismEngine {
  const { logger } = options;
  // Prism logs JSON lines (request bodies among them at debug); each goes through the mock's
  // logger, which redacts it, and only when the mock logs at debug.
  // Prism's logger is pino 6, which ships no type declarations, so its type is unknown to TypeScript.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
  const prismLogger: PrismLogger = createLogger(
    'PRISM',
    { level: logger.enabled('debug') ? 'debug' : 'silent' },
    { write: (line: string) => logger.debug(`prism ${line.trimEnd()}`) },
  );
  const mockDefaults = { dynamic: false, ...(options.seed === undefined ? {} : { seed: options.seed }) };
  const prism = createInstance(
    { mock: mockDefaults, ...OFF },
    {
      logger: prismLogger,
      // The engine has already routed the request to this one operation; Prism's router would only
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
      const request = {
        method: input.method as PrismRequest['method'],
        url: { path: input.path, query: input.query },
        headers: NO_HEADERS,
        body: input.body,
      };
      // A fresh config per request: Prism's mocker writes the negotiated media types into it.
      const result = await prism.request(request, [operation], { mock, ...OFF })();
      if (result._tag === 'Left') return { ok: false, failure: result.left };
      const { statusCode, headers, body } = result.right.output;
      return { ok: true, answer: { status: statusCode, headers: { ...headers }, body } };
    },
  };
}
