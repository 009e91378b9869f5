// A component of the app, which the guide's tests and stories render: the first alerts and their
// total, or the status of a failed call. It knows only the client it is given, never whether the
// sandbox answers.
import { useEffect, useState } from 'react';
import { DisputeApiError, listAlerts, type DisputeApiClient } from '@dispute-api/client/2025-04-01';

export function AlertList({ client }: { client: DisputeApiClient }) {
  const [text, setText] = useState('loading');
  useEffect(() => {
    let shown = true;
    listAlerts(client, { offset: 0, limit: 3 }).then(
      ({ alerts, pagination }) => {
        if (shown) setText(`${pagination.totalCount} alerts: ${alerts.map((alert) => alert.id).join(', ')}`);
      },
      (error: unknown) => {
        if (shown) setText(`failed: ${error instanceof DisputeApiError ? error.status : String(error)}`);
      },
    );
    return () => {
      shown = false;
    };
  }, [client]);
  return <output>{text}</output>;
}
