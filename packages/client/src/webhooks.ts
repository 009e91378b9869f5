import { parseUnspecified, type CallOptions } from './create-client.js';
import { unwrap } from './errors.js';
import { expectShape, isRecord } from './response-guard.js';

type Result = { data?: unknown; error?: unknown; response: Response };
type Call = (url: string, init: Record<string, unknown>) => Promise<Result>;
/**
 * What the webhook helpers use of a client. `/webhooks` and `/webhooks/{id}` are the same
 * operations in both versions, so one implementation serves both; each version's entry point
 * gives it the types of its own paths.
 */
export interface WebhookCalls {
  GET: Call;
  POST: Call;
  DELETE: Call;
}

/** The helpers below as each version's entry point exports them, typed on its client and schemas. */
export interface TypedWebhookHelpers<Client, List, Create> {
  listWebhooks(client: Client, options?: CallOptions): Promise<List>;
  /** The response is not shown by the reference: whatever JSON (or text) came back, or undefined. */
  createWebhook(client: Client, webhook: Create, options?: CallOptions): Promise<unknown>;
  /** The response is not shown by the reference: whatever JSON (or text) came back, or undefined. */
  deleteWebhook(client: Client, id: string, options?: CallOptions): Promise<unknown>;
}

const WEBHOOK_LIST = '{success, data: [...]}';
const isWebhookList = (data: unknown) => isRecord(data) && Array.isArray(data.data);

export async function listWebhooks(client: WebhookCalls, options: CallOptions = {}): Promise<unknown> {
  return expectShape(await client.GET('/webhooks', { signal: options.signal }), isWebhookList, WEBHOOK_LIST);
}

/** The response is not shown by the reference: whatever JSON (or text) came back, or undefined. */
export async function createWebhook(client: WebhookCalls, webhook: unknown, options: CallOptions = {}): Promise<unknown> {
  // parseAs 'text': the data is the body as a string, or undefined when there is none.
  return parseUnspecified(unwrap(await client.POST('/webhooks', { body: webhook, parseAs: 'text', signal: options.signal })) as string | undefined);
}

/** The response is not shown by the reference: whatever JSON (or text) came back, or undefined. */
export async function deleteWebhook(client: WebhookCalls, id: string, options: CallOptions = {}): Promise<unknown> {
  return parseUnspecified(
    unwrap(await client.DELETE('/webhooks/{id}', { params: { path: { id } }, parseAs: 'text', signal: options.signal })) as string | undefined,
  );
}
