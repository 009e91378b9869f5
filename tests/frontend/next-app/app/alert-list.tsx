// A component of the app: the first alerts and their total, or the status of a failed call. It knows
// only the API's address and key, never whether the sandbox answers.
'use client';
import { createClient, DisputeApiError, listAlerts, LOCAL_MOCK_URL } from '@dispute-api/client/2025-04-01';
import { useEffect, useState } from 'react';

export function AlertList() {
  const [text, setText] = useState('loading');
  useEffect(() => {
    // A client component runs in the page: the client holds a key there only when told to, and this
    // is the sandbox's public key.
    const client = createClient({
      apiKey: 'local-dev-key',
      baseUrl: LOCAL_MOCK_URL,
      dangerouslyAllowBrowser: true,
    });
    listAlerts(client, { offset: 0, limit: 3 }).then(
      ({ alerts, pagination }) =>
        setText(`${pagination.totalCount} alerts: ${alerts.map((alert) => alert.id).join(', ')}`),
      (error: unknown) =>
        setText(`failed: ${error instanceof DisputeApiError ? error.status : String(error)}`),
    );
  }, []);
  return <output>{text}</output>;
}
