/**
 * GENERATED FILE, DO NOT EDIT.
 * Entry module of the 2025-04-01 bundle (@dispute-api/spec, spec/dist/2025-04-01.json), written by
 * packages/client/scripts/generate.mjs.
 * After a spec change run `pnpm --filter @dispute-api/client generate`; `lint` fails while this is stale.
 */

/**
 * `@dispute-api/client/2025-04-01`: the typed client of API version 2025-04-01 (Dispute and Alert Management API).
 * `createClient()` gives every operation typed by path (`client.GET('/…', …)`); the helpers below
 * cover the common ones, return the data and throw DisputeApiError on a non-2xx or an unusable answer.
 */
import type { Client } from 'openapi-fetch';
import { createVersionClient, type ClientOptions } from '../create-client.js';
import * as helpers from '../helpers.js';
import { toArray, type PaginateOptions } from '../pagination.js';
import type { components, operations, paths } from '../generated/2025-04-01.js';

export * from '../shared-exports.js';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, toArray, type PaginateOptions } from '../pagination.js';
export type { components, operations, paths } from '../generated/2025-04-01.js';

export const API_VERSION = '2025-04-01';

export type DisputeApiClient = Client<paths>;

type Schemas = components['schemas'];
export type HealthOk = Schemas['HealthOk'];
export type RequestId = Schemas['RequestId'];
export type StructuredError = Schemas['StructuredError'];
export type SimpleError = Schemas['SimpleError'];
export type ServiceId = Schemas['ServiceId'];
export type ServiceOrSourceId = Schemas['ServiceOrSourceId'];
export type PaymentChecks = Schemas['PaymentChecks'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type BillingAddress = Schemas['BillingAddress'];
export type Transaction = Schemas['Transaction'];
export type NetworkTransaction = Schemas['NetworkTransaction'];
export type AlertStatus = Schemas['AlertStatus'];
export type AlertOutcome = Schemas['AlertOutcome'];
export type AlertType = Schemas['AlertType'];
export type AlertReason = Schemas['AlertReason'];
export type Alert = Schemas['Alert'];
export type AlertPagination = Schemas['AlertPagination'];
export type AlertList = Schemas['AlertList'];
export type AlertInvalidRequestError = Schemas['AlertInvalidRequestError'];
export type AlertAuthenticationError = Schemas['AlertAuthenticationError'];
export type UnspecifiedBody = Schemas['UnspecifiedBody'];
export type OutcomeReport = Schemas['OutcomeReport'];
export type OutcomeInvalidRequestError = Schemas['OutcomeInvalidRequestError'];
export type AlertPermissionError = Schemas['AlertPermissionError'];
export type AlertServerError = Schemas['AlertServerError'];
export type DisputeField = Schemas['DisputeField'];
export type DisputeSource = Schemas['DisputeSource'];
export type DisputeTimestamp = Schemas['DisputeTimestamp'];
export type DisputeReason = Schemas['DisputeReason'];
export type DisputeStatus = Schemas['DisputeStatus'];
export type DisputeStage = Schemas['DisputeStage'];
export type DisputeMembers = Schemas['DisputeMembers'];
export type Dispute = Schemas['Dispute'];
export type DisputePagination = Schemas['DisputePagination'];
export type DisputeList = Schemas['DisputeList'];
export type SubscriptionField = Schemas['SubscriptionField'];
export type Subscription = Schemas['Subscription'];
export type OrderProductField = Schemas['OrderProductField'];
export type OrderProduct = Schemas['OrderProduct'];
export type Order = Schemas['Order'];
export type DisputeWithRelated = Schemas['DisputeWithRelated'];
export type DisputeDetail = Schemas['DisputeDetail'];
export type DisputeEvidence = Schemas['DisputeEvidence'];
export type CustomerMessage = Schemas['CustomerMessage'];
export type CustomerCommunication = Schemas['CustomerCommunication'];
export type Webhook = Schemas['Webhook'];
export type WebhookList = Schemas['WebhookList'];
export type WebhookCreate = Schemas['WebhookCreate'];
export type DisputeCreate = Schemas['DisputeCreate'];
export type AccountStatus = Schemas['AccountStatus'];
export type AccountCreate = Schemas['AccountCreate'];
export type Account = Schemas['Account'];
export type EvidenceCreate = Schemas['EvidenceCreate'];
export type EvidenceStatus = Schemas['EvidenceStatus'];
export type EvidenceRecord = Schemas['EvidenceRecord'];
export type WebhookEvent = NonNullable<Schemas['Webhook']['event']>;
export type ListDisputesQuery = helpers.Query<operations['listDisputes']>;
export type ListAlertsQuery = helpers.Query<operations['listAlerts']>;

export function createClient(options: ClientOptions): DisputeApiClient {
  return createVersionClient<paths>(API_VERSION, options);
}

/**
 * List disputes: `GET /disputes`.
 * `offset`: Zero-based page index, not a record offset. To page, add 1 to it after each page; stop
 * when the next index would reach `totalPages`.
 */
export const listDisputes = helpers.listWithQuery<helpers.ListWithQuery<DisputeApiClient, operations['listDisputes']>>('/disputes', { disputes: '[]', pagination: '{}' });

/**
 * Get a dispute: `GET /disputes/{disputeId}`.
 */
export const getDispute = helpers.get<helpers.Get<DisputeApiClient, operations['getDispute']>>('/disputes/{disputeId}', 'disputeId', {});

/**
 * List alerts: `GET /alerts`.
 * `offset`: Record offset: the number of alerts to skip. To page, add `limit` to it after each page;
 * stop once `totalCount` alerts are read or a page comes back empty. Adding 1 instead returns the same
 * alerts shifted by one row.
 */
export const listAlerts = helpers.listWithQuery<helpers.ListWithQuery<DisputeApiClient, operations['listAlerts']>>('/alerts', { alerts: '[]', pagination: '{}' });

/**
 * Get an alert: `GET /alerts/{alertId}`.
 */
export const getAlert = helpers.get<helpers.Get<DisputeApiClient, operations['getAlert']>>('/alerts/{alertId}', 'alertId', { network_transaction: '{}?' });

/**
 * Report the outcome of an alert: `POST /alerts/{alertId}/outcome`.
 */
export const reportAlertOutcome = helpers.report<helpers.Report<DisputeApiClient, operations['reportAlertOutcome']>>('/alerts/{alertId}/outcome', 'alertId');

/**
 * List webhook registrations: `GET /webhooks`.
 */
export const listWebhooks = helpers.list<helpers.List<DisputeApiClient, operations['listWebhooks']>>('/webhooks', { data: '[]' });

/**
 * Register a webhook: `POST /webhooks`.
 */
export const createWebhook = helpers.create<helpers.Create<DisputeApiClient, operations['createWebhook']>>('/webhooks');

/**
 * Remove a webhook registration: `DELETE /webhooks/{id}`.
 */
export const deleteWebhook = helpers.remove<helpers.Remove<DisputeApiClient>>('/webhooks/{id}', 'id');

/** Every item of `listDisputes`, page by page; `maxItems` stops early, `pageSize` sets `limit`. */
export const paginateDisputes = helpers.byPageIndex<helpers.Paginator<DisputeApiClient, helpers.Answer<operations['listDisputes']>['disputes'][number]>>(listDisputes, 'disputes');

export function listAllDisputes(client: DisputeApiClient, options: PaginateOptions = {}): Promise<helpers.Answer<operations['listDisputes']>['disputes'][number][]> {
  return toArray(paginateDisputes(client, options));
}

/** Every item of `listAlerts`, page by page; `maxItems` stops early, `pageSize` sets `limit`. */
export const paginateAlerts = helpers.byRecordOffset<helpers.Paginator<DisputeApiClient, helpers.Answer<operations['listAlerts']>['alerts'][number]>>(listAlerts, 'alerts');

export function listAllAlerts(client: DisputeApiClient, options: PaginateOptions = {}): Promise<helpers.Answer<operations['listAlerts']>['alerts'][number][]> {
  return toArray(paginateAlerts(client, options));
}
