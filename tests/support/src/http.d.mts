import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** Header lines exactly as received, names and values alternating. */
  rawHeaders: string[];
  body: string;
}

export interface LocalServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** Every request received, in order. */
  received: Received[];
  close(): Promise<void>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, index: number) => void;

/** Starts a server on a free loopback port that answers with `handler` and keeps what it received. */
export declare function localServer(handler: Handler): Promise<LocalServer>;
