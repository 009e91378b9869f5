// @ts-check
// quickstart.mjs: lists every dispute across pages, reports an alert outcome with signing on, and
// handles a 429. Runs against the local mock server on http://127.0.0.1:4010 (apps/mock); see below.
import {
  createClient,
  DisputeApiError,
  paginateDisputes,
  reportAlertOutcome,
  unwrap,
} from '@dispute-api/client/2025-04-01';

const client = createClient({
  apiKey: process.env.DISPUTE_API_KEY ?? 'local-dev-key', // the Access Key, sent as x-api-key
  secretKey: process.env.DISPUTE_API_SECRET ?? 'local-dev-secret', // never sent: it signs each request
  signRequests: true, // x-service-hmac-sha256 on every request
  baseUrl: process.env.DISPUTE_API_BASE_URL, // without /public/<version>; default http://127.0.0.1:4010
  retry: { maxRetries: 2, baseDelayMs: 250, maxDelayMs: 2_000 }, // 429, 500, 502 only; waits capped at 2 s
});

// 1. Every dispute, page by page: `offset` is a page index here, and paging stops before `totalPages`.
let count = 0;
for await (const dispute of paginateDisputes(client, { pageSize: 100 })) {
  count += 1;
  if (count === 1)
    console.log(`first dispute: ${dispute.id} ${dispute.status} ${dispute.amount} ${dispute.currency}`);
}
console.log(`disputes listed: ${count}`);

// 2. Report an alert outcome. The request is signed over its exact bytes; 202 has no body.
await reportAlertOutcome(client, '6601a7c3e4b0c1d2e3f40a11', 'refunded');
console.log('alert outcome reported');

// 3. Handle a 429. The client already waited `Retry-After` (capped) and retried; what is left is a
// typed error. `unwrap` turns a typed call's error result into it; `Prefer: code=429` asks the mock for one.
try {
  unwrap(await client.GET('/alerts', { params: { query: { limit: 10 } }, headers: { Prefer: 'code=429' } }));
} catch (error) {
  if (!(error instanceof DisputeApiError) || error.status !== 429) throw error;
  console.log(`rate limited: ${error.status} ${error.code}, retry-safe: ${error.retrySafe}`);
}
