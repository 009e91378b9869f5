// A partner's call through oazapfts' functions.
import { EVENT, expectSuccess, listLength, type Outcome } from './common';
import * as api from './generated/api';

export async function run(baseUrl: string, apiKey: string, webhookUrl: string): Promise<Outcome> {
  api.defaults.baseUrl = baseUrl;
  api.defaults.headers = { 'x-api-key': apiKey };
  const disputes = await api.listDisputes();
  expectSuccess('GET /disputes', disputes.status);
  const created = await api.createWebhook({ event: EVENT, url: webhookUrl });
  expectSuccess('POST /webhooks', created.status);
  const webhooks = await api.listWebhooks();
  if (webhooks.status !== 200) throw new Error(`GET /webhooks answered ${webhooks.status}`);
  return { disputes: listLength(disputes.data), webhookUrls: webhooks.data.data.map((w) => w.url) };
}
