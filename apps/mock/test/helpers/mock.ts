// Starts the mock in-process on a free port for a test file. Calls go straight to its engine (the
// plain request the server would hand over), like fastify's inject(): no socket is involved unless
// a test asks for one with `socket: true` (what the transport itself does: body streaming, limits).
import { startMock, type MockOptions, type RunningMock } from '../../src/index.js';

export const KEY = 'local-dev-key';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body; undefined when empty or not JSON (what the proxy hands on may be neither). */
  json: any;
}

const parsed = (text: string): unknown => {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

export async function start(options: MockOptions = {}): Promise<RunningMock> {
  return startMock({ port: 0, logLevel: 'silent', ...options });
}

export interface Call {
  method?: string;
  key?: string | null;
  headers?: Record<string, string>;
  /** A string is sent as is (content type application/json unless given); an object is JSON-encoded. */
  body?: string | object;
  /** Over a real connection, through the node server, instead of to the engine. */
  socket?: boolean;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** `path` is relative to the server (`/public/...`), sent exactly as written. */
export async function call(mock: RunningMock, path: string, c: Call = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...(c.headers ?? {}) };
  if (c.key !== null) headers['x-api-key'] = c.key ?? KEY;
  let body: string | undefined;
  if (c.body !== undefined) {
    body = typeof c.body === 'string' ? c.body : JSON.stringify(c.body);
    headers['content-type'] ??= 'application/json';
  }
  if (c.socket) {
    const res = await fetch(mock.url + path, {
      method: c.method ?? 'GET',
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      text,
      json: parsed(text),
    };
  }
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const res = await mock.engine.handle({
    method: c.method ?? 'GET',
    target: path,
    headers: lower,
    ...(body === undefined ? {} : { body: encoder.encode(body) }),
  });
  const text =
    res.body === undefined
      ? ''
      : typeof res.body === 'string'
        ? res.body
        : decoder.decode(Buffer.concat(res.body));
  return {
    status: res.status,
    headers: new Headers(res.headers),
    text,
    json: parsed(text),
  };
}
