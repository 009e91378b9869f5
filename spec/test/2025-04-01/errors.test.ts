import { describe, expect, it } from 'vitest';
import { loadBundle, type JsonObject } from '../helpers/bundle.js';
import { schemaValidator } from '../helpers/validator.js';
import { deref, operation, requiredOf, schemaAt } from '../helpers/walk.js';

const bundle = loadBundle('2025-04-01');
const validate = schemaValidator(bundle);
const valid = (schema: string, value: unknown) =>
  validate(`#/components/schemas/${schema}`, value).length === 0;
const RID = 'req_1';
const response = (method: string, path: string, status: string) =>
  deref(bundle, (operation(bundle, method, path).responses as JsonObject)[status]);
/** The body schema of a response, as the bundle writes it (usually a `$ref`). */
const bodyOf = (method: string, path: string, status: string) =>
  ((response(method, path, status).content as JsonObject)['application/json'] as JsonObject)
    .schema as JsonObject;
const structured = (type: string, code: string, message: string) => ({
  error: { type, code, message },
  requestId: RID,
});

describe('2025-04-01 error formats', () => {
  it('structured: type, code and message required, request_id optional, requestId required', () => {
    expect(requiredOf(schemaAt(bundle, 'StructuredError'))).toEqual(['error', 'requestId']);
    expect(requiredOf(schemaAt(bundle, 'StructuredError.error'))).toEqual(['code', 'message', 'type']);
    expect(valid('StructuredError', structured('t', 'c', 'm'))).toBe(true);
    expect(valid('StructuredError', { error: { type: 't', code: 'c' } })).toBe(false);
    expect(valid('StructuredError', { message: 'Forbidden', requestId: RID })).toBe(false);
    expect(valid('StructuredError', { error: { type: 't', code: 'c', message: 'm' } })).toBe(false);
  });

  it('simple: {message} with the requestId', () => {
    expect(requiredOf(schemaAt(bundle, 'SimpleError'))).toEqual(['message', 'requestId']);
    expect(valid('SimpleError', { message: 'Forbidden', requestId: RID })).toBe(true);
    expect(valid('SimpleError', { message: 'Forbidden' })).toBe(false);
    expect(valid('SimpleError', { requestId: RID })).toBe(false);
  });

  it('401 of the alert operations: authentication_error with its three codes and two messages', () => {
    for (const code of ['unauthorized', 'invalid_credentials', 'missing_credentials']) {
      for (const message of ['Unauthorized access', 'Authentication credentials are missing or invalid']) {
        expect(valid('AlertAuthenticationError', structured('authentication_error', code, message))).toBe(
          true,
        );
      }
    }
    expect(
      valid('AlertAuthenticationError', structured('authentication_error', 'expired', 'Unauthorized access')),
    ).toBe(false);
    expect(
      valid('AlertAuthenticationError', structured('api_error', 'unauthorized', 'Unauthorized access')),
    ).toBe(false);
  });

  it('403 of the outcome operation: permission_error unauthorized_alert_access', () => {
    expect(
      valid(
        'AlertPermissionError',
        structured('permission_error', 'unauthorized_alert_access', 'Unauthorized access to alert data'),
      ),
    ).toBe(true);
    expect(
      valid(
        'AlertPermissionError',
        structured('permission_error', 'forbidden', 'Unauthorized access to alert data'),
      ),
    ).toBe(false);
  });

  it('500 of the alert operations: api_error with its five codes and messages', () => {
    const codes = [
      'internal_error',
      'server_error',
      'account_creation_failed',
      'account_retrieval_failed',
      'account_update_failed',
    ];
    const messages = [
      'Internal server error',
      'An unexpected error occurred',
      'Failed to create account',
      'Failed to get accounts',
      'Failed to update account',
    ];
    codes.forEach((code, i) =>
      expect(valid('AlertServerError', structured('api_error', code, messages[i]))).toBe(true),
    );
    expect(valid('AlertServerError', structured('api_error', 'timeout', 'Internal server error'))).toBe(
      false,
    );
  });

  it('400 of the alert operations: each code of the table comes with its type and message', () => {
    const rows = {
      missing_alert_id: 'Alert ID is required',
      missing_outcome: 'Outcome is required',
    };
    for (const [code, message] of Object.entries(rows)) {
      expect(valid('OutcomeInvalidRequestError', structured('invalid_request_error', code, message))).toBe(
        true,
      );
      expect(valid('OutcomeInvalidRequestError', structured('api_error', code, message)), code).toBe(false);
      expect(valid('OutcomeInvalidRequestError', structured('invalid_request_error', code, 'No')), code).toBe(
        false,
      );
    }
    // The missing_outcome row is the outcome operation's only; the alert read has the first row.
    expect(
      valid('AlertInvalidRequestError', structured('api_error', 'missing_alert_id', rows.missing_alert_id)),
    ).toBe(false);
    expect(
      valid('AlertInvalidRequestError', structured('api_error', 'missing_outcome', rows.missing_outcome)),
    ).toBe(true);
    // Other invalid requests keep an open type, code and message.
    expect(valid('OutcomeInvalidRequestError', structured('other_error', 'unknown_outcome', 'm'))).toBe(true);
    expect(bodyOf('GET', '/alerts/{alertId}', '400')).toEqual({
      $ref: '#/components/schemas/AlertInvalidRequestError',
    });
    expect(bodyOf('POST', '/alerts/{alertId}/outcome', '400')).toEqual({
      $ref: '#/components/schemas/OutcomeInvalidRequestError',
    });
  });

  it('GET /alerts: given no row of the alert error table, its 401 and 500 codes stay open', () => {
    const answers = (method: string, path: string, status: string, body: unknown) =>
      validate(bodyOf(method, path, status), body).length === 0;
    const unknown401 = structured('authentication_error', 'expired_key', 'Key expired');
    const unknown500 = structured('api_error', 'timeout', 'Timed out');
    expect(answers('GET', '/alerts', '401', unknown401)).toBe(true);
    expect(answers('GET', '/alerts', '500', unknown500)).toBe(true);
    expect(response('GET', '/alerts', '401')['x-unspecified']).toMatch(/code/);
    // Still the structured format, which the alert operations use for 401.
    expect(answers('GET', '/alerts', '401', { message: 'Unauthorized', requestId: RID })).toBe(false);
    // The operations whose endpoint rows point at the table keep its codes.
    expect(answers('GET', '/alerts/{alertId}', '401', unknown401)).toBe(false);
    expect(answers('POST', '/alerts/{alertId}/outcome', '401', unknown401)).toBe(false);
    expect(answers('POST', '/alerts/{alertId}/outcome', '500', unknown500)).toBe(false);
  });
});
