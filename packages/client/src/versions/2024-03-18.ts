/**
 * GENERATED FILE, DO NOT EDIT.
 * Entry module of the 2024-03-18 bundle (@dispute-api/spec, spec/dist/2024-03-18.json), written by
 * packages/client/scripts/generate.mjs.
 * After a spec change run `pnpm --filter @dispute-api/client generate`; `lint` fails while this is stale.
 */

/**
 * `@dispute-api/client/2024-03-18`: the typed client of API version 2024-03-18 (Dispute and Alert Management API).
 * `createClient()` gives every operation typed by path (`client.GET('/…', …)`); the helpers below
 * cover the common ones, return the data and throw DisputeApiError on a non-2xx or an unusable answer.
 */
import type { Client } from 'openapi-fetch';
import { createVersionClient, type ClientOptions } from '../create-client.js';
import * as helpers from '../helpers.js';
import type { components, operations, paths } from '../generated/2024-03-18.js';

export * from '../shared-exports.js';
export type { components, operations, paths } from '../generated/2024-03-18.js';

export const API_VERSION = '2024-03-18';

export type DisputeApiClient = Client<paths>;

type Schemas = components['schemas'];
export type HealthOk = Schemas['HealthOk'];
export type RequestId = Schemas['RequestId'];
export type StructuredError = Schemas['StructuredError'];
export type SimpleError = Schemas['SimpleError'];
export type DisputeListItem = Schemas['DisputeListItem'];
export type DisputeList = Schemas['DisputeList'];
export type DisputeCreate = Schemas['DisputeCreate'];
export type UnspecifiedBody = Schemas['UnspecifiedBody'];
export type DisputeEvidence = Schemas['DisputeEvidence'];
export type WebhookEvent = Schemas['WebhookEvent'];
export type Webhook = Schemas['Webhook'];
export type WebhookList = Schemas['WebhookList'];
export type WebhookCreate = Schemas['WebhookCreate'];
export type ListDisputesQuery = helpers.Query<operations['listDisputes']>;

// Every value of each enumeration of the spec, for pickers; the lists below are generated.
export const WEBHOOK_EVENTS = ['webhook.test', 'dispute.created', 'evidence.ready', 'evidence.error', 'alerts.created', 'alerts.updated', 'alerts.transaction.linked', '*'] as const satisfies readonly NonNullable<Schemas['WebhookEvent']>[];

// Type-only: an error here names a value of the spec that a list above leaves out.
type _EveryValueListed = [
  helpers.NoneLeftOut<Exclude<NonNullable<Schemas['WebhookEvent']>, (typeof WEBHOOK_EVENTS)[number]>>,
];

export function createClient(options: ClientOptions): DisputeApiClient {
  return createVersionClient<paths>(API_VERSION, options);
}

/**
 * List disputes: `GET /disputes`.
 */
export const listDisputes = helpers.listWithQuery<helpers.ListWithQuery<DisputeApiClient, operations['listDisputes']>>('/disputes', { data: '[]?' });

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
