// Limits that keep one slow or hostile client from costing everyone else: how long a client may take to send its headers and its whole
// request. Also the answers to requests that never reach the pipeline, because Node's HTTP parser
// refused them (an unknown method, bytes outside ASCII in the target, a header block over 16 KiB)
// or a timeout cut them off: in the structured error format like every other refusal, instead of
// Node's bare status lines, and with the connection closed, since the stream can no longer be trusted.
import {
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { Duplex } from 'node:stream';
import { StartupError } from '../core/errors.js';
import { MAX_BODY_BYTES } from '../core/body-limits.js';
import type { Logger } from '../core/logger.js';
import { newRequestId, REQUEST_ID_HEADER, stampRequestId } from '../core/request-id.js';

export interface Timeouts {
  /** Time for the whole header block to arrive; a client trickling headers is cut off after it. */
  headersTimeoutMs: number;
  /** Time for the whole request, body included, to arrive. */
  requestTimeoutMs: number;
}

export const DEFAULT_LIMITS: Readonly<Timeouts & { maxBodyBytes: number }> = {
  maxBodyBytes: MAX_BODY_BYTES,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
};

/** Node's server options for the timeouts; its check runs often enough for short test timeouts. */
export function serverTimeouts(timeouts: Partial<Timeouts> = {}): ServerOptions {
  const headersTimeout = timeouts.headersTimeoutMs ?? DEFAULT_LIMITS.headersTimeoutMs;
  const requestTimeout = Math.max(
    timeouts.requestTimeoutMs ?? DEFAULT_LIMITS.requestTimeoutMs,
    headersTimeout,
  );
  for (const [name, ms] of Object.entries({ headersTimeout, requestTimeout })) {
    if (!Number.isSafeInteger(ms) || ms <= 0)
      throw new StartupError(`${name} must be a positive integer of milliseconds, got ${ms}`);
  }
  // Node checks the timeouts every 30 s by default, which would let a 10 s timeout run to 40 s.
  const connectionsCheckingInterval = Math.max(50, Math.min(1_000, Math.floor(headersTimeout / 4)));
  return { headersTimeout, requestTimeout, connectionsCheckingInterval };
}

/** Status, code and message for what Node's parser or its timeouts refused; undefined: just close. */
function protocolRefusal(code: string | undefined): [number, string, string] | undefined {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return [408, 'request_timeout', 'the request was not received in time'];
  if (code === 'HPE_HEADER_OVERFLOW')
    return [431, 'request_header_fields_too_large', 'request headers are too large'];
  if (code?.startsWith('HPE_')) return [400, 'invalid_request', 'malformed HTTP request'];
  return undefined; // ECONNRESET and the like: the client is gone.
}

function refuse(socket: Duplex, head: boolean, [status, code, message]: [number, string, string]): void {
  const requestId = newRequestId();
  const body = JSON.stringify(
    stampRequestId({ error: { type: 'invalid_request_error', code, message } }, requestId),
  );
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    `${REQUEST_ID_HEADER}: ${requestId}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ];
  // An answer to HEAD has no body (RFC 9110), or the client would read it as the next answer.
  socket.end(`${lines.join('\r\n')}\r\n\r\n${head ? '' : body}`);
  // Closed for good a moment later, so a client that never reads cannot keep the socket open.
  setTimeout(() => socket.destroy(), 1_000).unref();
}

/**
 * Installs the answers for what never reaches the pipeline. `handler` also gets requests with an
 * `Expect` other than `100-continue`: RFC 9110 lets a server ignore an expectation it does not
 * support, which keeps the answer documented instead of Node's bare 417.
 */
export function hardenServer(
  server: Server,
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  logger: Logger,
): void {
  server.on('checkExpectation', handler);
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    const refusal = protocolRefusal(error.code);
    const inFlight = (
      socket as Duplex & { _httpMessage?: (ServerResponse & { req?: IncomingMessage }) | null }
    )._httpMessage;
    if (refusal && socket.writable && !inFlight?.headersSent) {
      // The code only: a parser error's message can quote the request's bytes, keys included.
      logger.debug(`refused a request before routing: ${error.code} → ${refusal[0]}`);
      const head =
        inFlight?.req?.method === 'HEAD' || error.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
      refuse(socket, head, refusal);
    } else {
      socket.destroy();
    }
  });
}
