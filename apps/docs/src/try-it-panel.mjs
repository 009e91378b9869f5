// The "Try it" panel as it runs in the reader's browser. `tryItPanel` is never called in Node: its
// source is inlined into each Redoc page (tryItPanelScript), so it may use only what a browser has.
// The access key and the secret key live in this function's variables and the panel's password
// fields: never in the URL, in storage, in a cookie or in a log, and gone when the tab closes.

export const TRY_IT_CSS = `
.try-it-open { padding: 10px 16px; border: 0;
  border-radius: 20px; background: #1d4ed8; color: #fff; font: 600 14px system-ui, sans-serif; cursor: pointer;
  box-shadow: 0 2px 8px rgba(0,0,0,.25); }
#try-it { position: fixed; top: 48px; right: 0; bottom: 0; z-index: 1002; width: min(480px, 100vw);
  box-sizing: border-box; overflow-y: auto; padding: 16px; background: #fff; border-left: 1px solid #cbd2d9;
  box-shadow: -4px 0 16px rgba(0,0,0,.15); font: 14px/1.45 system-ui, sans-serif; color: #1f2933; }
#try-it[hidden] { display: none; }
#try-it h2 { font-size: 18px; margin: 0 0 12px; display: flex; justify-content: space-between; align-items: center; }
#try-it label { display: block; margin: 8px 0 2px; font-weight: 600; font-size: 13px; }
#try-it input[type=text], #try-it input[type=password], #try-it select, #try-it textarea { box-sizing: border-box;
  width: 100%; padding: 6px 8px; border: 1px solid #9aa5b1; border-radius: 4px; font: 13px ui-monospace, monospace; }
#try-it textarea { min-height: 120px; }
#try-it fieldset { border: 1px solid #e4e7eb; border-radius: 4px; margin: 10px 0; padding: 4px 10px 10px; }
#try-it .row { display: flex; gap: 8px; align-items: center; margin-top: 8px; }
#try-it .row label { margin: 0; font-weight: normal; }
#try-it button.send { margin-top: 12px; padding: 8px 18px; border: 0; border-radius: 4px; background: #1d4ed8;
  color: #fff; font-weight: 600; cursor: pointer; }
#try-it .note { color: #52606d; font-size: 12px; margin: 4px 0; }
#try-it pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f5f7fa; padding: 8px; border-radius: 4px;
  font: 12px ui-monospace, monospace; }
#try-it .problem { border-left: 4px solid #dc2626; background: #fef2f2; padding: 8px 10px; margin-top: 10px; }
#try-it code { background: #eef2f6; padding: 1px 4px; border-radius: 3px; }
`;

export function tryItPanel() {
  const dataElement = document.getElementById('try-it-data');
  if (!dataElement?.textContent) return;
  /** @type {{ serverPath: string, defaultBaseUrl: string, localSandbox: boolean, mockCommand: string, operations: { operationId: string, summary: string,
   *   method: string, path: string, params: { name: string, in: string, required: boolean, value: string }[],
   *   body: string | null, needsKey: boolean }[] }} */
  const data = JSON.parse(dataElement.textContent);
  /** Kept in memory only, for this tab. */
  let apiKey = '';
  let secretKey = '';

  /**
   * @param {string} tag
   * @param {Record<string, string>} [attrs]
   * @param {(Node | string)[]} [children]
   */
  const el = (tag, attrs = {}, children = []) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
    node.append(...children);
    return node;
  };
  /** @param {string} id */
  const input = (id) => /** @type {HTMLInputElement} */ (document.getElementById(id));

  const panel = el('aside', { id: 'try-it', 'aria-label': 'Try it', hidden: '' });
  const select = /** @type {HTMLSelectElement} */ (el('select', { id: 'try-it-operation' }));
  for (const op of data.operations) {
    select.append(el('option', { value: op.operationId }, [`${op.method} ${op.path} (${op.summary})`]));
  }
  const closeButton = el('button', { type: 'button', 'aria-label': 'Close' }, ['×']);
  const fields = el('div', { id: 'try-it-fields' });
  const result = el('div', { id: 'try-it-result', 'aria-live': 'polite' });
  const sendButton = el('button', { type: 'button', class: 'send', id: 'try-it-send' }, ['Send']);
  panel.append(
    el('h2', {}, ['Try it', closeButton]),
    el('label', { for: 'try-it-operation' }, ['Operation']),
    select,
    el('label', { for: 'try-it-base' }, ['Base URL']),
    el('input', {
      id: 'try-it-base',
      type: 'text',
      value: data.defaultBaseUrl,
      autocomplete: 'off',
      spellcheck: 'false',
    }),
    el('p', { class: 'note' }, [
      `Requests go to <base URL>${data.serverPath}/…; the default is `,
      data.localSandbox ? `the local mock (${data.mockCommand}).` : `the sandbox at ${data.defaultBaseUrl}.`,
    ]),
    el('label', { for: 'try-it-key' }, ['Access key (x-api-key)']),
    el('input', {
      id: 'try-it-key',
      type: 'password',
      autocomplete: 'off',
      placeholder: data.localSandbox ? 'local-dev-key for the local mock' : 'the key you were given',
    }),
    el('div', { class: 'row' }, [
      el('input', { id: 'try-it-sign', type: 'checkbox' }),
      el('label', { for: 'try-it-sign' }, ['Sign requests (HMAC-SHA256 with the secret key)']),
    ]),
    el('input', {
      id: 'try-it-secret',
      type: 'password',
      autocomplete: 'off',
      placeholder: 'secret key',
      'aria-label': 'Secret key',
      hidden: '',
    }),
    el('p', { class: 'note' }, [
      'Keys stay in this tab’s memory only: not in the address, storage or cookies.',
    ]),
    fields,
    sendButton,
    result,
  );
  document.body.append(panel);
  // The page places its toolbar (see redoc-page.mjs).
  (document.querySelector('.toolbar') ?? document.body).append(
    el('button', { type: 'button', class: 'try-it-open', id: 'try-it-open' }, ['Try it']),
  );

  const current = () => data.operations.find((op) => op.operationId === select.value) ?? data.operations[0];
  const renderFields = () => {
    const op = current();
    fields.replaceChildren();
    if (!op) return;
    for (const p of op.params) {
      const id = `try-it-${p.in}-${p.name}`;
      fields.append(
        el('label', { for: id }, [`${p.name} (${p.in}${p.required ? ', required' : ''})`]),
        el('input', {
          id,
          type: 'text',
          value: p.value,
          'data-in': p.in,
          'data-name': p.name,
          spellcheck: 'false',
        }),
      );
    }
    if (op.body !== null) {
      const body = el('textarea', { id: 'try-it-body', spellcheck: 'false' });
      body.textContent = op.body;
      fields.append(el('label', { for: 'try-it-body' }, ['Body (JSON)']), body);
    }
  };
  /** @param {string} operationId */
  const openFor = (operationId) => {
    if (data.operations.some((op) => op.operationId === operationId)) select.value = operationId;
    renderFields();
    result.replaceChildren();
    panel.hidden = false;
    select.focus();
  };
  select.addEventListener('change', () => {
    renderFields();
    result.replaceChildren();
  });
  closeButton.addEventListener('click', () => (panel.hidden = true));
  input('try-it-sign').addEventListener(
    'change',
    () => (input('try-it-secret').hidden = !input('try-it-sign').checked),
  );
  input('try-it-key').addEventListener('input', () => (apiKey = input('try-it-key').value));
  input('try-it-secret').addEventListener('input', () => (secretKey = input('try-it-secret').value));

  /** @param {string} secret @param {string} message */
  const hmacHex = async (secret, message) => {
    const encoder = new TextEncoder();
    const key = await crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(message));
    return [...new Uint8Array(signature)].map((b) => b.toString(16).padStart(2, '0')).join('');
  };

  /** @param {(Node | string)[]} children */
  const problem = (...children) =>
    result.replaceChildren(el('div', { class: 'problem', role: 'alert' }, children));

  const send = async () => {
    const op = current();
    if (!op) return;
    let target = `${data.serverPath}${op.path}`;
    const query = new URLSearchParams();
    for (const field of /** @type {NodeListOf<HTMLInputElement>} */ (
      fields.querySelectorAll('input[data-in]')
    )) {
      const name = field.dataset.name ?? '';
      if (field.dataset.in === 'path') target = target.replace(`{${name}}`, encodeURIComponent(field.value));
      else if (field.value !== '') query.append(name, field.value);
    }
    if (query.size > 0) target += `?${query}`;
    const bodyField = /** @type {HTMLTextAreaElement | null} */ (document.getElementById('try-it-body'));
    const body = bodyField ? bodyField.value : '';
    /** @type {Record<string, string>} */
    const headers = {};
    if (bodyField) headers['content-type'] = 'application/json';
    if (op.needsKey && apiKey) headers['x-api-key'] = apiKey;
    if (input('try-it-sign').checked) {
      if (!globalThis.crypto?.subtle) {
        problem('Signing needs WebCrypto, which browsers offer only on https pages and on localhost.');
        return;
      }
      headers['x-service-hmac-sha256'] = await hmacHex(secretKey, `${op.method}\n${target}\n${body}`);
    }
    const base = input('try-it-base').value.replace(/\/+$/, '');
    let url;
    try {
      url = new URL(`${base}${target}`);
    } catch {
      problem(`The base URL is not an address: ${base}`);
      return;
    }
    result.replaceChildren(el('p', {}, ['Sending…']));
    let response;
    try {
      response = await fetch(url, { method: op.method, headers, body: bodyField ? body : undefined });
    } catch {
      const cause = `No answer from ${url.origin}: it cannot be reached, or it refused this page’s origin (${location.origin}) for cross-origin requests (CORS). `;
      const allow = el('code', {}, [`--cors-origin ${location.origin}`]);
      if (url.href.startsWith(data.defaultBaseUrl) && !data.localSandbox)
        problem(cause, 'The sandbox allows a page’s origin when started with ', allow, '.');
      else
        problem(
          cause,
          'For the local mock: start it with ',
          el('code', {}, [data.mockCommand]),
          ' (it accepts pages on http://localhost and http://127.0.0.1), or allow this page with ',
          el('code', {}, [`${data.mockCommand} --cors-origin ${location.origin}`]),
          '.',
        );
      return;
    }
    const text = await response.text();
    let shown = text;
    try {
      shown = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // Not JSON: shown as it came.
    }
    const lines = [`${response.status} ${response.statusText}`];
    for (const name of ['content-type', 'retry-after', 'x-request-id']) {
      const value = response.headers.get(name);
      if (value !== null) lines.push(`${name}: ${value}`);
    }
    result.replaceChildren(
      el('pre', { id: 'try-it-status' }, [lines.join('\n')]),
      el('pre', { id: 'try-it-response' }, [shown === '' ? '(empty body)' : shown]),
    );
  };
  sendButton.addEventListener('click', () => void send());

  // The panel opens on the operation being read: the last operation section whose top has scrolled
  // past the header. Redoc's own markup is left alone (React owns it, and hydrates it).
  const known = new Map(data.operations.map((op) => [op.operationId.toLowerCase(), op.operationId]));
  const operationInView = () => {
    let found = select.value;
    for (const section of document.querySelectorAll('[data-section-id]')) {
      const operationId = known.get((section.getAttribute('data-section-id') ?? '').split('/').pop() ?? '');
      if (operationId && section.getBoundingClientRect().top <= 120) found = operationId;
    }
    return found;
  };
  document.getElementById('try-it-open')?.addEventListener('click', () => openFor(operationInView()));
  renderFields();
}

/** The panel as a script for a page. */
export const tryItPanelScript = `(${tryItPanel.toString()})();`;
