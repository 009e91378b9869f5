import { createVersionClient, parseUnspecified } from './create-client.js';
import { unwrap } from './errors.js';
import { paginateByPageIndex, paginateByRecordOffset, toArray } from './pagination.js';
import { expectShape, isPage, isRecord } from './response-guard.js';
export { DEFAULT_BASE_URL } from './create-client.js';
export { DisputeApiError, RETRY_SAFE_STATUSES, toApiError, unwrap } from './errors.js';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, toArray } from './pagination.js';
export { DEFAULT_RETRY } from './retry.js';
export { SIGNATURE_HEADER, computeSignature } from './signing.js';
export const API_VERSION = '2025-04-01';
// The documented shapes the helpers rely on; anything else is a DisputeApiError, not a TypeError later.
const DISPUTE_PAGE = '{disputes: [...], pagination: {...}}';
const isDisputePage = isPage('disputes');
const ALERT_PAGE = '{alerts: [...], pagination: {...}}';
const isAlertPage = isPage('alerts');
const WEBHOOK_LIST = '{success, data: [...]}';
const isWebhookList = (data) => isRecord(data) && Array.isArray(data.data);
export function createClient(options) {
    return createVersionClient(API_VERSION, options);
}
/** One page; `offset` is a zero-based page index here, not a record offset. */
export async function listDisputes(client, query = {}, options = {}) {
    return expectShape(await client.GET('/disputes', { params: { query }, signal: options.signal }), isDisputePage, DISPUTE_PAGE);
}
export async function getDispute(client, disputeId, options = {}) {
    return expectShape(await client.GET('/disputes/{disputeId}', { params: { path: { disputeId } }, signal: options.signal }), isRecord, 'an object');
}
/** One page; `offset` is a record offset here, not a page index. */
export async function listAlerts(client, query = {}, options = {}) {
    return expectShape(await client.GET('/alerts', { params: { query }, signal: options.signal }), isAlertPage, ALERT_PAGE);
}
export async function getAlert(client, alertId, options = {}) {
    return expectShape(await client.GET('/alerts/{alertId}', { params: { path: { alertId } }, signal: options.signal }), isRecord, 'an object');
}
/** Answers 202 without a body. A 500/502 is not repeated: check the alert's `outcome` first. */
export async function reportAlertOutcome(client, alertId, outcome, options = {}) {
    unwrap(await client.POST('/alerts/{alertId}/outcome', {
        params: { path: { alertId } },
        body: { outcome },
        parseAs: 'text',
        signal: options.signal,
    }));
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
/** Every dispute, page by page (page index + 1, stopping before `totalPages`). */
export function paginateDisputes(client, options = {}) {
    return paginateByPageIndex(async (offset, limit) => {
        const page = await listDisputes(client, { offset, limit }, options);
        return { items: page.disputes, totalPages: page.pagination.totalPages };
    }, options);
}
/** Every alert, page by page (record offset + limit, stopping at `totalCount` or an empty page). */
export function paginateAlerts(client, options = {}) {
    return paginateByRecordOffset(async (offset, limit) => {
        const page = await listAlerts(client, { offset, limit }, options);
        return { items: page.alerts, totalCount: page.pagination.totalCount, limit: page.pagination.limit };
    }, options);
}
export function listAllDisputes(client, options = {}) {
    return toArray(paginateDisputes(client, options));
}
export function listAllAlerts(client, options = {}) {
    return toArray(paginateAlerts(client, options));
}
