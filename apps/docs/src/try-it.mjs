// "Try it" for every operation of a version: the build turns the bundle into a small list of
// operations (parameters and bodies prefilled from the spec's examples), and each Redoc page gets a
// panel that sends them from the reader's browser, by default to the local mock. The panel is plain
// JavaScript inlined in the page (see try-it-panel.mjs): no build step, nothing from another host.
import { parameterValue } from './code-samples.mjs';
import { apiModel } from '@dispute-api/openapi-model';
import { apiKeyHeaders, requestBodyExample } from './openapi.mjs';
import { TRY_IT_CSS, tryItPanelScript } from './try-it-panel.mjs';

/** Where the panel sends requests unless the reader changes it: the local mock. */
export const DEFAULT_BASE_URL = 'http://127.0.0.1:4010';

/**
 * How a reader starts that mock: the published package's command, since the site is read far from
 * this repository, whose `pnpm mock` a reader does not have.
 */
export const LOCAL_MOCK_COMMAND = 'npx dispute-api-mock';

/**
 * The part of the first server's URL after its `{base_url}` variable, e.g. `/public/2025-04-01`.
 * @param {any} doc
 */
export function serverPath(doc) {
  const url = String(doc.servers?.[0]?.url ?? '');
  return url.replace(/^\{[^}]+\}/, '').replace(/^[a-z]+:\/\/[^/]+/i, '');
}

/**
 * What the panel needs of each operation, in document order.
 * @param {any} doc
 */
export function tryItOperations(doc) {
  return apiModel(doc).operations.map((op) => {
    const body = requestBodyExample(doc, op);
    return {
      operationId: String(op.operationId),
      summary: String(op.object.summary ?? op.operationId),
      method: op.method.toUpperCase(),
      path: op.path,
      params: op.parameters
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => {
          const value = parameterValue(p);
          return {
            name: p.name,
            in: p.in,
            required: p.required,
            value: value === undefined ? '' : String(value),
          };
        }),
      body: body === undefined ? null : JSON.stringify(body.value, null, 2),
      needsKey: apiKeyHeaders(doc, op).length > 0,
    };
  });
}

/** JSON that can stand inside a `<script>` element. */
const scriptJson = (/** @type {unknown} */ value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The style, data and script put at the end of a version's Redoc page.
 * @param {any} doc the bundle of the version
 */
export function tryItHtml(doc) {
  const data = {
    serverPath: serverPath(doc),
    defaultBaseUrl: DEFAULT_BASE_URL,
    mockCommand: LOCAL_MOCK_COMMAND,
    operations: tryItOperations(doc),
  };
  return `<style>${TRY_IT_CSS}</style>
<script type="application/json" id="try-it-data">${scriptJson(data)}</script>
<script>${tryItPanelScript}</script>`;
}
