import { createVersionClient, parseUnspecified } from './create-client.js';
import { unwrap } from './errors.js';
import { expectShape, isRecord } from './response-guard.js';
export { DEFAULT_BASE_URL } from './create-client.js';
export { DisputeApiError, RETRY_SAFE_STATUSES, toApiError, unwrap } from './errors.js';
export { DEFAULT_RETRY } from './retry.js';
export { SIGNATURE_HEADER, computeSignature } from './signing.js';
export const API_VERSION = '2024-03-18';
// The documented shapes the helpers rely on (no member of the dispute list is required here).
const DISPUTE_LIST = '{totalCount, hasMore, data: [...]}';
const isDisputeList = (data) => isRecord(data) && (data.data === undefined || Array.isArray(data.data));
const WEBHOOK_LIST = '{success, data: [...]}';
const isWebhookList = (data) => isRecord(data) && Array.isArray(data.data);
export function createClient(options) {
    return createVersionClient(API_VERSION, options);
}
export async function listDisputes(client, filters = {}, options = {}) {
    return expectShape(await client.GET('/disputes', { params: { query: filters }, signal: options.signal }), isDisputeList, DISPUTE_LIST);
}
export async function listWebhooks(client, options = {}) {
    return expectShape(await client.GET('/webhooks', { signal: options.signal }), isWebhookList, WEBHOOK_LIST);
}
/** The response is not shown by the reference: whatever JSON (or text) came back, or undefined. */
export async function createWebhook(client, webhook, options = {}) {
    return parseUnspecified(unwrap(await client.POST('/webhooks', { body: webhook, parseAs: 'text', signal: options.signal })));
}
/** The response is not shown by the reference: whatever JSON (or text) came back, or undefined. */
export async function deleteWebhook(client, id, options = {}) {
    return parseUnspecified(unwrap(await client.DELETE('/webhooks/{id}', { params: { path: { id } }, parseAs: 'text', signal: options.signal })));
}
