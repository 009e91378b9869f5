/**
 * Who writes the data a schema describes. Callers write requests (parameters, request bodies)
 * and read responses (response bodies, headers), so the same edit can break one and not the other.
 */
export type Direction = 'request' | 'response';

export interface Change {
  /** Stable rule id, e.g. 'operation-removed'; see RULES for the full list. */
  id: string;
  breaking: boolean;
  /** 'GET /disputes': upper-case method and the path key as written in the document. */
  operation?: string;
  /** Human-readable place, e.g. 'response 200 application/json: pagination.totalPages'. */
  location: string;
  /** One plain sentence for people. */
  message: string;
  before?: unknown;
  after?: unknown;
}

export interface ApiInfo {
  title?: string;
  version?: string;
}

export interface ChangeReport {
  base: ApiInfo;
  head: ApiInfo;
  summary: { breaking: number; nonBreaking: number };
  changes: Change[];
}

export interface MarkdownOptions {
  /** Replaces the default heading ("Changes from <base> to <head>"). */
  title?: string;
  /** Markdown placed under the heading, before the summary. */
  preamble?: string;
}
