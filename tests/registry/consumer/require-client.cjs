// A CommonJS project: Node 22.12+ loads the client's ESM through require().
const client = require('@dispute-api/client/2025-04-01');
const legacy = require('@dispute-api/client/2024-03-18');
console.log(
  JSON.stringify({
    node: process.version,
    createClient: typeof client.createClient,
    DisputeApiError: typeof client.DisputeApiError,
    legacyCreateClient: typeof legacy.createClient,
  }),
);
