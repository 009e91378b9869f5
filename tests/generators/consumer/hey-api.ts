// A partner's call through the SDK of @hey-api/openapi-ts.
import { EVENT, listLength, type Outcome } from './common';
import { client } from './generated/client.gen';
import { createWebhook, listDisputes, listWebhooks } from './generated/sdk.gen';

export async function run(baseUrl: string, apiKey: string, webhookUrl: string): Promise<Outcome> {
  client.setConfig({ baseUrl, headers: { 'x-api-key': apiKey }, throwOnError: true });
  const disputes = await listDisputes({ throwOnError: true });
  await createWebhook({ body: { event: EVENT, url: webhookUrl }, throwOnError: true });
  const webhooks = await listWebhooks({ throwOnError: true });
  return { disputes: listLength(disputes.data), webhookUrls: webhooks.data.data.map((w) => w.url) };
}
