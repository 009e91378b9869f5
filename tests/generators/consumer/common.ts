// Shared by the partner calls of consumer/: what a call returns, and small checks.

/** What a call returns: how many disputes the first page lists, and the registered webhooks' URLs. */
export interface Outcome {
  disputes: number;
  webhookUrls: unknown[];
}

/** An event name the sandbox accepts in every version. */
export const EVENT = 'alerts.updated';

/** The length of a page's one list, whatever the version names it (`disputes`, `data`). */
export const listLength = (page: object): number =>
  Object.values(page).find((value): value is unknown[] => Array.isArray(value))?.length ?? -1;

/** Throws unless `status` is a success. */
export function expectSuccess(what: string, status: number): void {
  if (status < 200 || status > 299) throw new Error(`${what} answered ${status}`);
}
