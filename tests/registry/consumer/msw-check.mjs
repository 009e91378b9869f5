// A frontend project's unit-test setup: the mock's MSW handlers in msw/node, no server started.
// Prints which msw it ran on and what two requests got.
import { createRequire } from 'node:module';
import { createHandlers } from '@dispute-api/mock/msw';
import { setupServer } from 'msw/node';

const { version } = createRequire(import.meta.url)('msw/package.json');
const server = setupServer(...createHandlers());
server.listen({ onUnhandledRequest: 'error' });
try {
  const base = 'http://127.0.0.1:4010/public/2025-04-01';
  const list = await fetch(`${base}/alerts?limit=2`, { headers: { 'x-api-key': 'local-dev-key' } });
  const refused = await fetch(`${base}/alerts`);
  console.log(
    JSON.stringify({
      msw: version.split('.')[0],
      list: [list.status, (await list.json()).alerts.length],
      refused: [refused.status, (await refused.json()).message],
    }),
  );
} finally {
  server.close();
}
