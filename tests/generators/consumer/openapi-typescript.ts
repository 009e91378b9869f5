// A partner's call through openapi-fetch, typed by openapi-typescript's output.
import createClient from 'openapi-fetch';
import { EVENT, expectSuccess, listLength, type Outcome } from './common';
import type { paths } from './generated/schema';

export async function run(baseUrl: string, apiKey: string, webhookUrl: string): Promise<Outcome> {
  const client = createClient<paths>({ baseUrl, headers: { 'x-api-key': apiKey } });
  const disputes = await client.GET('/disputes');
  expectSuccess('GET /disputes', disputes.response.status);
  const created = await client.POST('/webhooks', { body: { event: EVENT, url: webhookUrl } });
  expectSuccess('POST /webhooks', created.response.status);
  const webhooks = await client.GET('/webhooks');
  expectSuccess('GET /webhooks', webhooks.response.status);
  return {
    disputes: listLength(disputes.data ?? {}),
    webhookUrls: (webhooks.data?.data ?? []).map((w) => w.url),
  };
}
