// The app's client of the API. In a page `createClient` refuses to hold a key unless told
// `dangerouslyAllowBrowser`, since any visitor can read it: this app runs against the sandbox, with
// its public development key.
import { createClient, LOCAL_MOCK_URL } from '@dispute-api/client/2025-04-01';

export const client = createClient({
  apiKey: 'local-dev-key',
  baseUrl: LOCAL_MOCK_URL,
  dangerouslyAllowBrowser: true,
});
