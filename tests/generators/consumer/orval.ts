// A partner's call through orval's fetch functions; the base address is in orval's config.
import { EVENT, expectSuccess, listLength, type Outcome } from './common';
import { createWebhook, listDisputes, listWebhooks } from './generated/api';

export async function run(_baseUrl: string, apiKey: string, webhookUrl: string): Promise<Outcome> {
  const init = { headers: { 'x-api-key': apiKey } };
  const disputes = await listDisputes(undefined, init);
  expectSuccess('GET /disputes', disputes.status);
  const created = await createWebhook({ event: EVENT, url: webhookUrl }, init);
  expectSuccess('POST /webhooks', created.status);
  const webhooks = await listWebhooks(init);
  if (webhooks.status !== 200) throw new Error(`GET /webhooks answered ${webhooks.status}`);
  return { disputes: listLength(disputes.data), webhookUrls: webhooks.data.data.map((w) => w.url) };
}
