// A partner's call through Kubb's fetch client. Its client sends JSON bodies without a
// Content-Type, so the header is set once for every request (the table's workaround).
import { EVENT, listLength, type Outcome } from './common';
import { setConfig } from './generated/.kubb/fetch';
import { createWebhook, listDisputes, listWebhooks } from './generated/clients';

export async function run(baseUrl: string, apiKey: string, webhookUrl: string): Promise<Outcome> {
  setConfig({ baseURL: baseUrl, headers: { 'x-api-key': apiKey, 'Content-Type': 'application/json' } });
  const disputes: object = await listDisputes();
  await createWebhook({ event: EVENT, url: webhookUrl });
  const webhooks = await listWebhooks();
  return { disputes: listLength(disputes), webhookUrls: webhooks.data.map((w) => w.url) };
}
