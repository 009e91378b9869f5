/**
 * `@dispute-api/client/2025-04-01`: the typed client of API version 2025-04-01 (current).
 * `createClient()` gives every operation typed by path (`client.GET('/alerts/{alertId}', …)`); the
 * helpers below cover the common ones, return the data and throw DisputeApiError on a non-2xx.
 */
import type { Client } from 'openapi-fetch';
import { type ClientOptions } from './create-client.js';
import type { components, paths } from './generated/2025-04-01.js';
import { type PaginateOptions } from './pagination.js';
export { DEFAULT_BASE_URL, type ClientOptions } from './create-client.js';
export { DisputeApiError, RETRY_SAFE_STATUSES, toApiError, unwrap, type ErrorFormat } from './errors.js';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, toArray, type PaginateOptions } from './pagination.js';
export { DEFAULT_RETRY, type RetryOptions } from './retry.js';
export { SIGNATURE_HEADER, computeSignature } from './signing.js';
export type { components, operations, paths } from './generated/2025-04-01.js';
export declare const API_VERSION = "2025-04-01";
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
export interface CallOptions {
    signal?: AbortSignal;
}
export declare function createClient(options: ClientOptions): DisputeApiClient;
/** One page; `offset` is a zero-based page index here, not a record offset. */
export declare function listDisputes(client: DisputeApiClient, query?: DisputeListQuery, options?: CallOptions): Promise<DisputeList>;
export declare function getDispute(client: DisputeApiClient, disputeId: string, options?: CallOptions): Promise<DisputeDetail>;
/** One page; `offset` is a record offset here, not a page index. */
export declare function listAlerts(client: DisputeApiClient, query?: AlertListQuery, options?: CallOptions): Promise<AlertList>;
export declare function getAlert(client: DisputeApiClient, alertId: string, options?: CallOptions): Promise<Alert>;
/** Answers 202 without a body. A 500/502 is not repeated: check the alert's `outcome` first. */
export declare function reportAlertOutcome(client: DisputeApiClient, alertId: string, outcome: AlertOutcome, options?: CallOptions): Promise<void>;
export declare function listWebhooks(client: DisputeApiClient, options?: CallOptions): Promise<WebhookList>;
/** The response is not shown by the reference: whatever JSON (or text) came back, or undefined. */
export declare function createWebhook(client: DisputeApiClient, webhook: WebhookCreate, options?: CallOptions): Promise<unknown>;
/** The response is not shown by the reference: whatever JSON (or text) came back, or undefined. */
export declare function deleteWebhook(client: DisputeApiClient, id: string, options?: CallOptions): Promise<unknown>;
/** Every dispute, page by page (page index + 1, stopping before `totalPages`). */
export declare function paginateDisputes(client: DisputeApiClient, options?: PaginateOptions): AsyncGenerator<Dispute, void, undefined>;
/** Every alert, page by page (record offset + limit, stopping at `totalCount` or an empty page). */
export declare function paginateAlerts(client: DisputeApiClient, options?: PaginateOptions): AsyncGenerator<Alert, void, undefined>;
export declare function listAllDisputes(client: DisputeApiClient, options?: PaginateOptions): Promise<Dispute[]>;
export declare function listAllAlerts(client: DisputeApiClient, options?: PaginateOptions): Promise<Alert[]>;
