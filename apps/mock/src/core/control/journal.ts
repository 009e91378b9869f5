// The request journal: the most recent requests the API part of the mock answered, newest first,
// for a developer to see what their app actually sent. It is bounded, and cheap on the request
// path: an entry keeps references, and is redacted (keys, the secret, signatures) when first read,
// then kept in that form, so that a page polling the journal does not redact it again each time.
import type { Violation } from '../proxy/violations.js';
import type { Headers } from '../types.js';

/** An entry as the journal lists it; frozen, since the journal keeps it for the next read. */
export interface JournalEntry {
  /** ISO 8601, when the request arrived. */
  readonly time: string;
  readonly method: string;
  readonly target: string;
  readonly status: number;
  readonly requestId: string;
  readonly durationMs: number;
  /** For refused requests: what was wrong, one problem per item (e.g. `limit must be …`). */
  readonly problems?: readonly string[];
  /** The id of the scenario that failed or delayed the call, when one did. */
  readonly scenario?: string;
  /** Request headers; those that carry key material are redacted. */
  readonly headers: Readonly<Record<string, string>>;
  /** Proxy only: where the exchange breaks the contract (empty when it keeps it). */
  readonly violations?: readonly Violation[];
  /** Proxy only: what of the exchange was not checked, and why. */
  readonly notes?: readonly string[];
}

interface Recorded {
  at: number;
  method: string;
  target: string;
  status: number;
  requestId: string;
  durationMs: number;
  refusal: string | undefined;
  scenario: string | undefined;
  headers: Headers;
  violations?: readonly Violation[] | undefined;
  notes?: readonly string[] | undefined;
}

/** Headers whose whole value is key material or a credential. */
const SECRET_HEADERS = new Set([
  'x-api-key',
  'x-service-hmac-sha256',
  'authorization',
  'cookie',
  'proxy-authorization',
]);

export const JOURNAL_SIZE = 200;

export interface Journal {
  record(entry: Recorded): void;
  /** Newest first, at most `limit`, redacted. */
  list(limit: number): JournalEntry[];
  clear(): void;
  readonly size: number;
  /** Puts back entries as `list` gave them (redacted), e.g. after a page reload; returns why they do not fit, or []. */
  restore(saved: unknown): string[];
}

const isStringMap = (v: unknown): v is Record<string, string> =>
  typeof v === 'object' && v !== null && Object.values(v).every((x) => typeof x === 'string');

/** An entry as `list` gives it, back in the form the journal records. */
function recorded(entry: unknown): Recorded {
  const e = entry as Partial<JournalEntry>;
  const at = typeof e.time === 'string' ? Date.parse(e.time) : NaN;
  const fits =
    Number.isFinite(at) &&
    [e.method, e.target, e.requestId].every((x) => typeof x === 'string') &&
    Number.isSafeInteger(e.status) &&
    typeof e.durationMs === 'number' &&
    isStringMap(e.headers) &&
    (e.problems === undefined ||
      (Array.isArray(e.problems) && e.problems.every((p) => typeof p === 'string'))) &&
    (e.scenario === undefined || typeof e.scenario === 'string') &&
    (e.violations === undefined || Array.isArray(e.violations)) &&
    (e.notes === undefined || (Array.isArray(e.notes) && e.notes.every((n) => typeof n === 'string')));
  if (!fits) throw new Error('an entry is not one the journal lists');
  const { time: _time, problems, ...rest } = e as JournalEntry;
  return { ...rest, at, refusal: problems?.join('; '), scenario: e.scenario };
}

/** An entry as the journal lists it: redacted with `redact`, frozen. */
function listed(e: Recorded, redact: (text: string) => string): JournalEntry {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(e.headers)) {
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : value.join(', ');
    headers[name] = SECRET_HEADERS.has(name) ? '[REDACTED]' : redact(text);
  }
  return Object.freeze({
    time: new Date(e.at).toISOString(),
    method: e.method,
    target: redact(e.target),
    status: e.status,
    requestId: e.requestId,
    durationMs: Math.round(e.durationMs * 10) / 10,
    ...(e.refusal === undefined ? {} : { problems: Object.freeze(e.refusal.split('; ').map(redact)) }),
    ...(e.scenario === undefined ? {} : { scenario: e.scenario }),
    headers: Object.freeze(headers),
    ...(e.violations === undefined
      ? {}
      : {
          violations: Object.freeze(
            e.violations.map((v) => Object.freeze({ ...v, at: redact(v.at), message: redact(v.message) })),
          ),
        }),
    ...(e.notes === undefined ? {} : { notes: Object.freeze(e.notes.map(redact)) }),
  });
}

/** `redact` hides keys, the secret and signatures in what the journal lists. */
export function createJournal(redact: (text: string) => string, capacity = JOURNAL_SIZE): Journal {
  // A ring: `next` is where the next entry goes, so reading backwards from it is newest first.
  const ring: (Recorded | undefined)[] = new Array<Recorded | undefined>(capacity);
  const redacted = new WeakMap<Recorded, JournalEntry>();
  let next = 0;
  let size = 0;
  const record = (entry: Recorded) => {
    ring[next] = entry;
    next = (next + 1) % capacity;
    size = Math.min(size + 1, capacity);
  };
  const clear = () => {
    ring.fill(undefined);
    size = 0;
  };
  return {
    record,
    list(limit) {
      const out: JournalEntry[] = [];
      for (let i = 1; i <= Math.min(limit, size); i++) {
        const e = ring[(next - i + capacity) % capacity]!;
        let entry = redacted.get(e);
        if (!entry) redacted.set(e, (entry = listed(e, redact)));
        out.push(entry);
      }
      return out;
    },
    clear,
    get size() {
      return size;
    },
    restore(saved) {
      let entries: Recorded[];
      try {
        if (!Array.isArray(saved) || saved.length > capacity) throw new Error('it is not a list of entries');
        entries = saved.map(recorded);
      } catch (error) {
        return [`journal: ${(error as Error).message}`];
      }
      clear();
      // Saved newest first; recorded oldest first.
      for (const entry of entries.reverse()) record(entry);
      return [];
    },
  };
}
