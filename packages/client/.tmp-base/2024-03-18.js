import { createVersionClient, parseUnspecified } from './create-client.js';
import { unwrap } from './errors.js';
export { DEFAULT_BASE_URL } from './create-client.js';
export { DisputeApiError, RETRY_SAFE_STATUSES, toApiError, unwrap } from './errors.js';
export { DEFAULT_RETRY } from './retry.js';
export { SIGNATURE_HEADER, computeSignature } from './signing.js';
export const API_VERSION = '2024-03-18';
export function createClient(options) {
    return createVersionClient(API_VERSION, options);
}
export async function listDisputes(client, filters = {}, options = {}) {
    return unwrap(await client.GET('/disputes', { params: { query: filters }, signal: options.signal }));
}
export async function listWebhooks(client, options = {}) {
    return unwrap(await client.GET('/webhooks', { signal: options.signal }));
}
/** The response is not shown by the reference: whatever JSON (or text) came back, or undefined. */
export async function createWebhook(client, webhook, options = {}) {
    return parseUnspecified(unwrap(await client.POST('/webhooks', { body: webhook, parseAs: 'text', signal: options.signal })));
}
/** The response is not shown by the reference: whatever JSON (or text) came back, or undefined. */
export async function deleteWebhook(client, id, options = {}) {
    return parseUnspecified(unwrap(await client.DELETE('/webhooks/{id}', { params: { path: { id } }, parseAs: 'text', signal: options.signal })));
}
