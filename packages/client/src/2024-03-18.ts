/**
 * `@dispute-api/client/2024-03-18`: the typed client of API version 2024-03-18 (initial).
 * There is no paginator here: this version's dispute list documents only filters, `totalCount`,
 * `hasMore` and `data`, not how to ask for the next disputes, and inventing a parameter would be a guess.
 */
import type { Client } from 'openapi-fetch';
import { createVersionClient, type CallOptions, type ClientOptions } from './create-client.js';
import * as webhooks from './webhooks.js';
import type { TypedWebhookHelpers } from './webhooks.js';
import { expectShape, isRecord } from './response-guard.js';
import type { components, paths } from './generated/2024-03-18.js';

export { DEFAULT_BASE_URL, type CallOptions, type ClientOptions } from './create-client.js';
export { DisputeApiError, RETRY_SAFE_STATUSES, toApiError, unwrap, type ErrorFormat } from './errors.js';
export { DEFAULT_RETRY, type RetryOptions } from './retry.js';
export { SIGNATURE_HEADER, computeSignature } from './signing.js';
export type { components, operations, paths } from './generated/2024-03-18.js';

export const API_VERSION = '2024-03-18';

type Schemas = components['schemas'];
export type DisputeList = Schemas['DisputeList'];
export type DisputeListItem = Schemas['DisputeListItem'];
export type Webhook = Schemas['Webhook'];
export type WebhookCreate = Schemas['WebhookCreate'];
export type WebhookList = Schemas['WebhookList'];
/** The eight event names of this version, `*` meaning all events, taken from the spec's enumeration. */
export type WebhookEvent = Schemas['WebhookEvent'];
export type DisputeFilters = NonNullable<paths['/disputes']['get']['parameters']['query']>;

export type DisputeApiClient = Client<paths>;

// The documented shapes the helpers rely on (no member of the dispute list is required here).
const DISPUTE_LIST = '{totalCount, hasMore, data: [...]}';
const isDisputeList = (data: unknown) => isRecord(data) && (data.data === undefined || Array.isArray(data.data));

export function createClient(options: ClientOptions): DisputeApiClient {
  return createVersionClient<paths>(API_VERSION, options);
}

export async function listDisputes(client: DisputeApiClient, filters: DisputeFilters = {}, options: CallOptions = {}): Promise<DisputeList> {
  return expectShape(await client.GET('/disputes', { params: { query: filters }, signal: options.signal }), isDisputeList, DISPUTE_LIST);
}

export const { listWebhooks, createWebhook, deleteWebhook } = webhooks as unknown as TypedWebhookHelpers<DisputeApiClient, WebhookList, WebhookCreate>;
