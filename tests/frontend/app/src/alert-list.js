// A component of the app, which the sandbox guide's stories render (the Storybook project starts from
// this app too): the first alerts and their total, or the status of a failed call. Like the app, it
// knows only the API's address and key.
const API = 'http://127.0.0.1:4010/public/2025-04-01';

export function alertList() {
  const output = document.createElement('output');
  output.textContent = 'loading';
  fetch(`${API}/alerts?limit=3`, { headers: { 'x-api-key': 'local-dev-key' } }).then(async (response) => {
    if (!response.ok) {
      output.textContent = `failed: ${response.status}`;
      return;
    }
    const { alerts, pagination } = await response.json();
    output.textContent = `${pagination.totalCount} alerts: ${alerts.map((alert) => alert.id).join(', ')}`;
  });
  return output;
}
