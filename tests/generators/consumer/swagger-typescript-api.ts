// A partner's call through swagger-typescript-api's Api class (it throws on an error status).
import { EVENT, listLength, type Outcome } from './common';
import { Api } from './generated/Api';

export async function run(baseUrl: string, apiKey: string, webhookUrl: string): Promise<Outcome> {
  const api = new Api({ baseUrl, baseApiParams: { headers: { 'x-api-key': apiKey } } });
  const disputes = await api.disputes.listDisputes();
  await api.webhooks.createWebhook({ event: EVENT, url: webhookUrl });
  const webhooks = await api.webhooks.listWebhooks();
  return { disputes: listLength(disputes.data), webhookUrls: webhooks.data.data.map((w) => w.url) };
}
