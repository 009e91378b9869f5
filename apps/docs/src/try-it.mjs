// "Try it" for every operation of a version: the build turns the bundle into a small list of
// operations (parameters and bodies prefilled from the spec's examples), and each Redoc page gets a
// panel that sends them from the reader's browser, by default to the sandbox the site is built for
// (sandbox.mjs: the local mock unless DOCS_SANDBOX_URL names another). The panel is plain
// JavaScript inlined in the page (see try-it-panel.mjs): no build step, nothing from another host.
import { parameterValue } from './code-samples.mjs';
import { apiModel } from '@dispute-api/openapi-model';
import { apiKeyHeaders, requestBodyExample, serverPath } from './openapi.mjs';
import { LOCAL_MOCK_COMMAND } from './sandbox.mjs';
import { TRY_IT_CSS, tryItPanelScript } from './try-it-panel.mjs';

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
 * @param {import('./sandbox.mjs').Sandbox} sandbox where requests go unless the reader changes it
 */
export function tryItHtml(doc, sandbox) {
  const data = {
    serverPath: serverPath(doc),
    defaultBaseUrl: sandbox.url,
    localSandbox: sandbox.local,
    mockCommand: LOCAL_MOCK_COMMAND,
    operations: tryItOperations(doc),
  };
  return `<style>${TRY_IT_CSS}</style>
<script type="application/json" id="try-it-data">${scriptJson(data)}</script>
<script>${tryItPanelScript}</script>`;
}
