import { describe, expect, it } from 'vitest';
import { loadBundle } from '../helpers/bundle.js';
import { schemaValidator } from '../helpers/validator.js';
import { requiredOf, schemaAt } from '../helpers/walk.js';

const bundle = loadBundle('2025-04-01');
const validate = schemaValidator(bundle);
const valid = (schema: string, value: unknown) =>
  validate(`#/components/schemas/${schema}`, value).length === 0;
const RID = 'req_1';
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

  it('400 of the alert operations names missing_alert_id and missing_outcome', () => {
    const examples =
      bundle.components && (bundle.components as Record<string, Record<string, { value: unknown }>>).examples;
    const codes = Object.values(examples ?? {}).map((e) => JSON.stringify(e.value));
    expect(codes.some((c) => c.includes('"missing_alert_id"') && c.includes('Alert ID is required'))).toBe(
      true,
    );
    expect(codes.some((c) => c.includes('"missing_outcome"') && c.includes('Outcome is required'))).toBe(
      true,
    );
  });
});
