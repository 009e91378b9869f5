// The app itself: it knows only the API's address and key, never whether the sandbox answers.
const API = 'http://127.0.0.1:4010/public/2025-04-01';

export async function renderApp() {
  const response = await fetch(`${API}/alerts?limit=1`, { headers: { 'x-api-key': 'local-dev-key' } });
  const { pagination } = await response.json();
  document.querySelector('#alerts').textContent = String(pagination.totalCount);
}
