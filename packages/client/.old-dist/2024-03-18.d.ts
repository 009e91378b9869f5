/**
 * `@dispute-api/client/2024-03-18`: the typed client of API version 2024-03-18 (initial).
 * There is no paginator here: this version's dispute list documents only filters, `totalCount`,
 * `hasMore` and `data`, not how to ask for the next disputes, and inventing a parameter would be a guess.
 */
import type { Client } from 'openapi-fetch';
import { type ClientOptions } from './create-client.js';
import type { components, paths } from './generated/2024-03-18.js';
export { DEFAULT_BASE_URL, type ClientOptions } from './create-client.js';
export { DisputeApiError, RETRY_SAFE_STATUSES, toApiError, unwrap, type ErrorFormat } from './errors.js';
export { DEFAULT_RETRY, type RetryOptions } from './retry.js';
export { SIGNATURE_HEADER, computeSignature } from './signing.js';
export type { components, operations, paths } from './generated/2024-03-18.js';
export declare const API_VERSION = "2024-03-18";
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
export interface CallOptions {
    signal?: AbortSignal;
}
export declare function createClient(options: ClientOptions): DisputeApiClient;
export declare function listDisputes(client: DisputeApiClient, filters?: DisputeFilters, options?: CallOptions): Promise<DisputeList>;
export declare function listWebhooks(client: DisputeApiClient, options?: CallOptions): Promise<WebhookList>;
/** The response is not shown by the reference: whatever JSON (or text) came back, or undefined. */
export declare function createWebhook(client: DisputeApiClient, webhook: WebhookCreate, options?: CallOptions): Promise<unknown>;
/** The response is not shown by the reference: whatever JSON (or text) came back, or undefined. */
export declare function deleteWebhook(client: DisputeApiClient, id: string, options?: CallOptions): Promise<unknown>;
