/**
 * `@dispute-api/client/2025-04-01`: the typed client of API version 2025-04-01 (current).
 * `createClient()` gives every operation typed by path (`client.GET('/alerts/{alertId}', …)`); the
 * helpers below cover the common ones, return the data and throw DisputeApiError on a non-2xx.
 */
import type { Client } from 'openapi-fetch';
import { createVersionClient, type CallOptions, type ClientOptions } from './create-client.js';
import { unwrap } from './errors.js';
import * as webhooks from './webhooks.js';
import type { TypedWebhookHelpers } from './webhooks.js';
import type { components, paths } from './generated/2025-04-01.js';
import { paginateByPageIndex, paginateByRecordOffset, toArray, type PaginateOptions } from './pagination.js';
import { expectShape, isPage, isRecord } from './response-guard.js';

export { DEFAULT_BASE_URL, type CallOptions, type ClientOptions } from './create-client.js';
export { DisputeApiError, RETRY_SAFE_STATUSES, toApiError, unwrap, type ErrorFormat } from './errors.js';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, toArray, type PaginateOptions } from './pagination.js';
export { DEFAULT_RETRY, type RetryOptions } from './retry.js';
export { SIGNATURE_HEADER, computeSignature } from './signing.js';
export type { components, operations, paths } from './generated/2025-04-01.js';

export const API_VERSION = '2025-04-01';

type Schemas = components['schemas'];
export type Alert = Schemas['Alert'];
export type AlertList = Schemas['AlertList'];
export type AlertOutcome = Schemas['AlertOutcome'];
export type Dispute = Schemas['Dispute'];
export type DisputeDetail = Schemas['DisputeDetail'];
export type DisputeList = Schemas['DisputeList'];
export type Webhook = Schemas['Webhook'];
export type WebhookCreate = Schemas['WebhookCreate'];
export type WebhookList = Schemas['WebhookList'];
/** A plain string in this version: the reference shows no enumeration of event names. */
export type WebhookEvent = NonNullable<Webhook['event']>;

export type DisputeListQuery = NonNullable<paths['/disputes']['get']['parameters']['query']>;
export type AlertListQuery = NonNullable<paths['/alerts']['get']['parameters']['query']>;

export type DisputeApiClient = Client<paths>;

// The documented shapes the helpers rely on; anything else is a DisputeApiError, not a TypeError later.
const DISPUTE_PAGE = '{disputes: [...], pagination: {...}}';
const isDisputePage = isPage('disputes');
const ALERT_PAGE = '{alerts: [...], pagination: {...}}';
const isAlertPage = isPage('alerts');

export function createClient(options: ClientOptions): DisputeApiClient {
  return createVersionClient<paths>(API_VERSION, options);
}

/** One page; `offset` is a zero-based page index here, not a record offset. */
export async function listDisputes(
  client: DisputeApiClient,
  query: DisputeListQuery = {},
  options: CallOptions = {},
): Promise<DisputeList> {
  return expectShape(await client.GET('/disputes', { params: { query }, signal: options.signal }), isDisputePage, DISPUTE_PAGE);
}

export async function getDispute(client: DisputeApiClient, disputeId: string, options: CallOptions = {}): Promise<DisputeDetail> {
  return expectShape(await client.GET('/disputes/{disputeId}', { params: { path: { disputeId } }, signal: options.signal }), isRecord, 'an object');
}

/** One page; `offset` is a record offset here, not a page index. */
export async function listAlerts(
  client: DisputeApiClient,
  query: AlertListQuery = {},
  options: CallOptions = {},
): Promise<AlertList> {
  return expectShape(await client.GET('/alerts', { params: { query }, signal: options.signal }), isAlertPage, ALERT_PAGE);
}

export async function getAlert(client: DisputeApiClient, alertId: string, options: CallOptions = {}): Promise<Alert> {
  return expectShape(await client.GET('/alerts/{alertId}', { params: { path: { alertId } }, signal: options.signal }), isRecord, 'an object');
}

/** Answers 202 without a body. A 500/502 is not repeated: check the alert's `outcome` first. */
export async function reportAlertOutcome(
  client: DisputeApiClient,
  alertId: string,
  outcome: AlertOutcome,
  options: CallOptions = {},
): Promise<void> {
  unwrap(
    await client.POST('/alerts/{alertId}/outcome', {
      params: { path: { alertId } },
      body: { outcome },
      parseAs: 'text',
      signal: options.signal,
    }),
  );
}

export const { listWebhooks, createWebhook, deleteWebhook } = webhooks as unknown as TypedWebhookHelpers<DisputeApiClient, WebhookList, WebhookCreate>;

/** Every dispute, page by page (page index + 1, stopping before `totalPages`). */
export function paginateDisputes(client: DisputeApiClient, options: PaginateOptions = {}): AsyncGenerator<Dispute, void, undefined> {
  return paginateByPageIndex(async (offset, limit) => {
    const page = await listDisputes(client, { offset, limit }, options);
    return { items: page.disputes, totalPages: page.pagination.totalPages };
  }, options);
}

/** Every alert, page by page (record offset + limit, stopping at `totalCount` or an empty page). */
export function paginateAlerts(client: DisputeApiClient, options: PaginateOptions = {}): AsyncGenerator<Alert, void, undefined> {
  return paginateByRecordOffset(async (offset, limit) => {
    const page = await listAlerts(client, { offset, limit }, options);
    return { items: page.alerts, totalCount: page.pagination.totalCount, limit: page.pagination.limit };
  }, options);
}

export function listAllDisputes(client: DisputeApiClient, options: PaginateOptions = {}): Promise<Dispute[]> {
  return toArray(paginateDisputes(client, options));
}

export function listAllAlerts(client: DisputeApiClient, options: PaginateOptions = {}): Promise<Alert[]> {
  return toArray(paginateAlerts(client, options));
}
