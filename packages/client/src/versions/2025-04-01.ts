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
export type NoRelatedResource = Schemas['NoRelatedResource'];
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

// Every value of each enumeration of the spec, for pickers; the lists below are generated.
export const PAYMENT_CHECKS_THREE_D_SECURE_RESULTS = ['passed', 'failed'] as const satisfies readonly NonNullable<Schemas['PaymentChecks']['three_d_secure_result']>[];
export const PAYMENT_CHECKS_AVS_RESULTS = ['N', 'A', 'Y', 'Z'] as const satisfies readonly NonNullable<Schemas['PaymentChecks']['avs_results']>[];
export const PAYMENT_CHECKS_ADDRESS_LINE1_CHECKS = ['passed', 'failed'] as const satisfies readonly NonNullable<Schemas['PaymentChecks']['address_line1_check']>[];
export const PAYMENT_CHECKS_ADDRESS_ZIP_CHECKS = ['passed', 'failed'] as const satisfies readonly NonNullable<Schemas['PaymentChecks']['address_zip_check']>[];
export const PAYMENT_CHECKS_CVC_CHECKS = ['passed', 'failed'] as const satisfies readonly NonNullable<Schemas['PaymentChecks']['cvc_check']>[];
export const PAYMENT_METHOD_TYPES = ['card', 'wallet'] as const satisfies readonly NonNullable<Schemas['PaymentMethod']['type']>[];
export const PAYMENT_METHOD_BRANDS = ['visa', 'mastercard', 'discover', 'amex', 'jcb', 'unionpay', 'diners', 'other'] as const satisfies readonly NonNullable<Schemas['PaymentMethod']['brand']>[];
export const PAYMENT_METHOD_WALLETS = ['paypal', 'klarna', 'affirm', 'afterpay', 'sezzle', 'zip', 'venmo', 'apple', 'other'] as const satisfies readonly NonNullable<Schemas['PaymentMethod']['wallet']>[];
export const TRANSACTION_TYPES = ['paid', 'partially_paid', 'refunded', 'partially_refunded'] as const satisfies readonly NonNullable<Schemas['Transaction']['type']>[];
export const ALERT_STATUSES = ['alerted', 'pending', 'refund_initiated', 'prevented'] as const satisfies readonly NonNullable<Schemas['AlertStatus']>[];
export const ALERT_OUTCOMES = ['refunded', 'previously_refunded', 'duplicate', 'decline', 'error', 'transaction_not_found'] as const satisfies readonly NonNullable<Schemas['AlertOutcome']>[];
export const ALERT_TYPES = ['fraud_warning', 'ethoca', 'cdrn', 'rdr', 'other'] as const satisfies readonly NonNullable<Schemas['AlertType']>[];
export const ALERT_REASONS = ['fraud', 'processing', 'authorization', 'service'] as const satisfies readonly NonNullable<Schemas['AlertReason']>[];
export const DISPUTE_REASONS = ['fraud', 'not_received', 'not_as_described', 'canceled_recurring_billing', 'duplicate_charge', 'credit_not_processed', 'other'] as const satisfies readonly NonNullable<Schemas['DisputeReason']>[];
export const DISPUTE_STATUSES = ['needs_response', 'under_review', 'won', 'lost'] as const satisfies readonly NonNullable<Schemas['DisputeStatus']>[];
export const DISPUTE_STAGES = ['Chargeback', 'Inquiry', 'Pre_arbitration', 'Arbitration'] as const satisfies readonly NonNullable<Schemas['DisputeStage']>[];
export const SUBSCRIPTION_FREQUENCIES = ['day', 'week', 'month', 'year'] as const satisfies readonly NonNullable<Schemas['Subscription']['frequency']>[];
export const CUSTOMER_MESSAGE_TYPES = ['email', 'chat', 'transcript', 'form', 'sms'] as const satisfies readonly NonNullable<Schemas['CustomerMessage']['type']>[];
export const ACCOUNT_STATUSES = ['active', 'inactive'] as const satisfies readonly NonNullable<Schemas['AccountStatus']>[];
export const EVIDENCE_STATUSES = ['in_progress', 'completed', 'error'] as const satisfies readonly NonNullable<Schemas['EvidenceStatus']>[];

// Type-only: an error here names a value of the spec that a list above leaves out.
type _EveryValueListed = [
  helpers.NoneLeftOut<Exclude<NonNullable<Schemas['PaymentChecks']['three_d_secure_result']>, (typeof PAYMENT_CHECKS_THREE_D_SECURE_RESULTS)[number]>>,
  helpers.NoneLeftOut<Exclude<NonNullable<Schemas['PaymentChecks']['avs_results']>, (typeof PAYMENT_CHECKS_AVS_RESULTS)[number]>>,
  helpers.NoneLeftOut<Exclude<NonNullable<Schemas['PaymentChecks']['address_line1_check']>, (typeof PAYMENT_CHECKS_ADDRESS_LINE1_CHECKS)[number]>>,
  helpers.NoneLeftOut<Exclude<NonNullable<Schemas['PaymentChecks']['address_zip_check']>, (typeof PAYMENT_CHECKS_ADDRESS_ZIP_CHECKS)[number]>>,
  helpers.NoneLeftOut<Exclude<NonNullable<Schemas['PaymentChecks']['cvc_check']>, (typeof PAYMENT_CHECKS_CVC_CHECKS)[number]>>,
  helpers.NoneLeftOut<Exclude<NonNullable<Schemas['PaymentMethod']['type']>, (typeof PAYMENT_METHOD_TYPES)[number]>>,
  helpers.NoneLeftOut<Exclude<NonNullable<Schemas['PaymentMethod']['brand']>, (typeof PAYMENT_METHOD_BRANDS)[number]>>,
  helpers.NoneLeftOut<Exclude<NonNullable<Schemas['PaymentMethod']['wallet']>, (typeof PAYMENT_METHOD_WALLETS)[number]>>,
  helpers.NoneLeftOut<Exclude<NonNullable<Schemas['Transaction']['type']>, (typeof TRANSACTION_TYPES)[number]>>,
  helpers.NoneLeftOut<Exclude<NonNullable<Schemas['AlertStatus']>, (typeof ALERT_STATUSES)[number]>>,
  helpers.NoneLeftOut<Exclude<NonNullable<Schemas['AlertOutcome']>, (typeof ALERT_OUTCOMES)[number]>>,
  helpers.NoneLeftOut<Exclude<NonNullable<Schemas['AlertType']>, (typeof ALERT_TYPES)[number]>>,
  helpers.NoneLeftOut<Exclude<NonNullable<Schemas['AlertReason']>, (typeof ALERT_REASONS)[number]>>,
  helpers.NoneLeftOut<Exclude<NonNullable<Schemas['DisputeReason']>, (typeof DISPUTE_REASONS)[number]>>,
  helpers.NoneLeftOut<Exclude<NonNullable<Schemas['DisputeStatus']>, (typeof DISPUTE_STATUSES)[number]>>,
  helpers.NoneLeftOut<Exclude<NonNullable<Schemas['DisputeStage']>, (typeof DISPUTE_STAGES)[number]>>,
  helpers.NoneLeftOut<Exclude<NonNullable<Schemas['Subscription']['frequency']>, (typeof SUBSCRIPTION_FREQUENCIES)[number]>>,
  helpers.NoneLeftOut<Exclude<NonNullable<Schemas['CustomerMessage']['type']>, (typeof CUSTOMER_MESSAGE_TYPES)[number]>>,
  helpers.NoneLeftOut<Exclude<NonNullable<Schemas['AccountStatus']>, (typeof ACCOUNT_STATUSES)[number]>>,
  helpers.NoneLeftOut<Exclude<NonNullable<Schemas['EvidenceStatus']>, (typeof EVIDENCE_STATUSES)[number]>>,
];

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
