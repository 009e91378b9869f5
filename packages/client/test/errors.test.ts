import { describe, expect, it } from 'vitest';
import {
  createClient,
  DisputeApiError,
  getAlert,
  listDisputes,
  reportAlertOutcome,
  toApiError,
  unwrap,
} from '../src/versions/2025-04-01.js';
import { API_KEY, BASE_URL, fakeFetch, json, structured, text } from './helpers.js';

function failing(response: () => Response) {
  return createClient({ apiKey: API_KEY, baseUrl: BASE_URL, fetch: fakeFetch(response).fetch, retry: false });
}

async function caught(promise: Promise<unknown>): Promise<DisputeApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DisputeApiError);
  return error as DisputeApiError;
}

describe('error mapping', () => {
  it('maps the structured format, taking requestId from error.request_id', async () => {
    const error = await caught(
      reportAlertOutcome(
        failing(() =>
          json(400, {
            error: {
              type: 'invalid_request_error',
              code: 'missing_outcome',
              message: 'Outcome is required',
              request_id: 'req_inner',
            },
            requestId: 'req_outer',
          }),
        ),
        'a1',
        'refunded',
      ),
    );
    expect(error).toMatchObject({
      name: 'DisputeApiError',
      status: 400,
      format: 'structured',
      type: 'invalid_request_error',
      code: 'missing_outcome',
      message: 'Outcome is required',
      requestId: 'req_inner',
      retrySafe: false,
    });
    expect(error).toBeInstanceOf(Error);
  });

  it('falls back to the top-level requestId when error.request_id is absent', async () => {
    const body = {
      error: { type: 'authentication_error', code: 'unauthorized', message: 'Unauthorized access' },
      requestId: 'req_top',
    };
    const error = await caught(
      getAlert(
        failing(() => json(401, body)),
        'a1',
      ),
    );
    expect(error).toMatchObject({
      status: 401,
      format: 'structured',
      code: 'unauthorized',
      requestId: 'req_top',
      retrySafe: false,
    });
    expect(error.body).toEqual(body);
  });

  it('maps the simple format of authentication failures', async () => {
    const error = await caught(
      listDisputes(failing(() => json(403, { message: 'Forbidden', requestId: 'req_403' }))),
    );
    expect(error).toMatchObject({
      status: 403,
      format: 'simple',
      message: 'Forbidden',
      requestId: 'req_403',
      retrySafe: false,
    });
    expect(error.type).toBeUndefined();
    expect(error.code).toBeUndefined();
  });

  it('gives a typed error for a non-JSON body, keeping the text', async () => {
    const html = '<html><body>502 Bad Gateway</body></html>';
    const error = await caught(listDisputes(failing(() => text(502, html, { 'content-type': 'text/html' }))));
    expect(error).toMatchObject({
      status: 502,
      format: 'unknown',
      message: 'HTTP 502',
      retrySafe: true,
      body: html,
    });
    expect(error.requestId).toBeUndefined();
  });

  it('gives a typed error for an empty body and for JSON of an unexpected shape', async () => {
    const empty = await caught(
      listDisputes(failing(() => new Response(null, { status: 500, headers: { 'content-length': '0' } }))),
    );
    expect(empty).toMatchObject({ status: 500, format: 'unknown', retrySafe: true, body: undefined });
    for (const body of [null, 'oops', [1, 2], { error: 'flat string' }, { requestId: 'req_odd' }]) {
      const error = await caught(listDisputes(failing(() => json(404, body))));
      expect(error).toMatchObject({ status: 404, format: 'unknown', retrySafe: false });
    }
    const odd = await caught(listDisputes(failing(() => json(404, { requestId: 'req_odd' }))));
    expect(odd.requestId).toBe('req_odd');
  });

  it('marks exactly 429, 500 and 502 retry-safe and reads Retry-After', () => {
    for (const status of [400, 401, 403, 404, 409, 503])
      expect(toApiError(new Response(null, { status }), undefined).retrySafe).toBe(false);
    for (const status of [429, 500, 502])
      expect(toApiError(new Response(null, { status }), undefined).retrySafe).toBe(true);
    const limited = toApiError(
      new Response(null, { status: 429, headers: { 'retry-after': '7' } }),
      structured('rate_limit_error', 'rate_limited', 'Too many requests'),
    );
    expect(limited).toMatchObject({ retryAfter: 7, code: 'rate_limited', requestId: 'req_1' });
    expect(
      toApiError(new Response(null, { status: 429, headers: { 'retry-after': 'soon' } }), undefined)
        .retryAfter,
    ).toBeUndefined();
  });

  it('keeps the typed error result of the path-typed client, and unwrap turns it into DisputeApiError', async () => {
    const client = failing(() => json(403, { message: 'Forbidden' }));
    const result = await client.GET('/disputes');
    expect(result.data).toBeUndefined();
    expect(result.error).toEqual({ message: 'Forbidden' });
    expect(result.response.status).toBe(403);
    expect(() => unwrap(result)).toThrow(DisputeApiError);
  });
});
