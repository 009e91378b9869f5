// A small static file server for the built site (`pnpm run docs`), on node:http alone.
// It only ever serves files under its root: a request path with a `..` segment, a backslash or a
// NUL, raw or percent-encoded, is refused before the file system is touched.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { siteDir } from './paths.mjs';

export const DEFAULT_PORT = 4020;
export const DEFAULT_HOST = '127.0.0.1';

/** @type {Record<string, string>} */
export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** @param {string} file */
export const contentType = (file) => CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * The sub-path the site is served under, as `/` or `/a/b/`: one leading and one trailing slash.
 * @param {string} base such as `api-docs`, `/api-docs` or `/api-docs/`
 */
export function normalizeBase(base) {
  const inner = base.split('/').filter(Boolean);
  if (inner.some((segment) => segment === '.' || segment === '..' || /[\\\0?#%]/.test(segment))) {
    throw new Error(`--base must be a plain path such as /api-docs/, got ${JSON.stringify(base)}`);
  }
  return inner.length === 0 ? '/' : `/${inner.join('/')}/`;
}

/**
 * Maps a request target to a file under root, or to the status that refuses it.
 * @param {string} root absolute
 * @param {string} target the request line's target, such as `/2025-04-01/?x=1`
 * @param {string} [base] the sub-path the site is served under (normalized, see normalizeBase)
 * @returns {{ file: string } | { redirect: string } | { status: 400 | 404 }}
 */
export function resolveRequest(root, target, base = '/') {
  if (!target.startsWith('/')) return { status: 400 };
  // The base without its trailing slash leads to the base itself, as a directory does.
  if (base !== '/' && target.split(/[?#]/, 1)[0] === base.slice(0, -1)) return { redirect: base };
  if (!target.startsWith(base)) return { status: 404 };
  const sub = resolveUnderRoot(root, `/${target.slice(base.length)}`);
  if (base === '/' || !('redirect' in sub)) return sub;
  return { redirect: `${base}${sub.redirect.slice(1)}` };
}

/**
 * @param {string} root
 * @param {string} target
 * @returns {{ file: string } | { redirect: string } | { status: 400 | 404 }}
 */
function resolveUnderRoot(root, target) {
  const rawPath = target.split(/[?#]/, 1)[0] ?? '/';
  let path;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { status: 400 };
  }
  if (/[\\\0]/.test(path) || path.split('/').some((segment) => segment === '..')) return { status: 400 };
  const base = resolve(root);
  let file = resolve(base, `.${path}`);
  // Belt and braces: whatever the checks above missed still cannot leave the root.
  if (file !== base && !file.startsWith(base + sep)) return { status: 400 };
  const stat = statOrUndefined(file);
  if (stat?.isDirectory()) {
    // Served at `/2025-04-01`, the page's relative links would resolve against `/`.
    // One leading slash: `//name/` would be a protocol-relative redirect to another host.
    if (!path.endsWith('/'))
      return { redirect: `/${rawPath.replace(/^\/+/, '')}/${target.slice(rawPath.length)}` };
    file = join(file, 'index.html');
  }
  return statOrUndefined(file)?.isFile() ? { file } : { status: 404 };
}

/** @param {string} file */
function statOrUndefined(file) {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

/**
 * @param {{ root?: string, base?: string }} [opts]
 * @returns {import('node:http').Server}
 */
export function createDocsServer({ root = siteDir, base = '/' } = {}) {
  const prefix = normalizeBase(base);
  return createServer((req, res) => {
    const send = (/** @type {number} */ status, /** @type {string} */ text) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(`${text}\n`);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'Method Not Allowed');
    const found = resolveRequest(root, req.url ?? '', prefix);
    if ('status' in found) return send(found.status, found.status === 400 ? 'Bad Request' : 'Not Found');
    if ('redirect' in found) return res.writeHead(301, { location: found.redirect }).end();
    res.writeHead(200, {
      'content-type': contentType(found.file),
      'content-length': statSync(found.file).size,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(found.file)
      .on('error', () => res.destroy())
      .pipe(res);
  });
}

/**
 * Starts the server and resolves once it listens; port 0 picks a free port.
 * @param {{ root?: string, port?: number, host?: string, base?: string }} [opts]
 * @returns {Promise<{ server: import('node:http').Server, url: string, close: () => Promise<void> }>}
 */
export function startDocsServer({
  root = siteDir,
  port = DEFAULT_PORT,
  host = DEFAULT_HOST,
  base = '/',
} = {}) {
  const prefix = normalizeBase(base);
  const server = createDocsServer({ root, base: prefix });
  return new Promise((resolveStart, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      // Kept-alive connections (a browser's) would hold the stop until they time out.
      const close = () =>
        new Promise((done) => {
          server.close(() => done(undefined));
          server.closeAllConnections();
        });
      resolveStart({
        server,
        url: `http://${host}:${address.port}${prefix}`,
        close: /** @type {() => Promise<void>} */ (close),
      });
    });
  });
}
