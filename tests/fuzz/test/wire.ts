// Sends a FuzzRequest byte for byte with node:http, not fetch: fetch normalises `..` segments,
// refuses odd methods and merges duplicate headers, which are exactly what the fuzz suite sends.
// Every request has a deadline, so a mock that hangs fails the property instead of the test run.
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { sign } from '@dispute-api/mock';
import { bodyOf, targetOf, type FuzzRequest } from './request.js';

export const FUZZ_SECRET = 'fuzz-secret';
/**
 * How long a request may take before it counts as a hang: a minute, since a shared CI machine can
 * be loaded many times over and the mock answers in milliseconds otherwise.
 */
export const DEADLINE_MS = 60_000;

export type Answer =
  { ok: true; status: number; headers: IncomingHttpHeaders; text: string } | { ok: false; error: string };

/** Header lines grouped by name, so that a name given twice is sent as two lines. */
function headerLines(
  request: FuzzRequest,
  body: Buffer | undefined,
  signature: string,
): Map<string, string[]> {
  const lines = new Map<string, string[]>();
  const add = (name: string, value: string) => lines.set(name, [...(lines.get(name) ?? []), value]);
  for (const [name, value] of request.headers) add(name.toLowerCase(), value);
  // Node's client frames a GET or DELETE body with no length at all, so the server would read it as
  // the start of the next request; the fuzz suite means to send a body, so it says how long it is.
  if (body !== undefined) lines.set('content-length', [String(body.length)]);
  if (request.signature === 'valid' || request.signature === 'twice') add('x-service-hmac-sha256', signature);
  if (request.signature === 'twice') add('x-service-hmac-sha256', signature);
  if (request.signature === 'garbled')
    add(
      'x-service-hmac-sha256',
      signature.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    );
  return lines;
}

export async function send(origin: string, agent: Agent, request: FuzzRequest): Promise<Answer> {
  const target = targetOf(request);
  const body = bodyOf(request);
  const signature = await sign(FUZZ_SECRET, request.method, target, body ?? '');
  return attempt(new URL(origin), agent, request, target, body, signature, false);
}

/**
 * One try of a request. A kept-alive connection that the server closed just as the request went
 * out answers ECONNRESET; as Node's docs advise (`request.reusedSocket`), that request is sent once
 * more on a new connection, since the server never saw it. Any other error is the mock's.
 */
function attempt(
  url: URL,
  agent: Agent,
  request: FuzzRequest,
  target: string,
  body: Buffer | undefined,
  signature: string,
  retried: boolean,
): Promise<Answer> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: Answer | Promise<Answer>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    let req: ReturnType<typeof httpRequest>;
    try {
      req = httpRequest({ host: url.hostname, port: url.port, method: request.method, path: target, agent });
      for (const [name, values] of headerLines(request, body, signature))
        req.setHeader(name, values.length === 1 ? values[0] : values);
    } catch (error) {
      // Node refused to build the request: a bug of the generator, reported as such.
      resolve({ ok: false, error: `the fuzz client could not build the request: ${String(error)}` });
      return;
    }
    const timer = setTimeout(() => {
      settle({ ok: false, error: `no answer within ${DEADLINE_MS} ms (hang)` });
      req.destroy();
    }, DEADLINE_MS);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        settle({
          ok: true,
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', (error) => settle({ ok: false, error: `answer cut off: ${String(error)}` }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' && req.reusedSocket && !retried)
        settle(attempt(url, agent, request, target, body, signature, true));
      else settle({ ok: false, error: `no answer: ${String(error)}` });
    });
    req.end(body);
  });
}
