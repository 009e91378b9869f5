// The filters of the flat dispute list (2024-03-18). The reference's "Versioning" section names them
// but not their types, formats or matching rules (the spec marks them x-unspecified), so these rules
// are the mock's own choice, kept simple and documented in the sandbox guide
// (apps/docs/guides/sandbox.md, "The mock's own choices"):
// - dateCreatedFrom / dateCreatedTo: an ISO 8601 date or date-time, inclusive; a bare date as the
//   upper bound covers that whole day (UTC).
// - amountFrom / amountTo: a number, inclusive.
// - statusNames, reason, processorNames: one or more names, comma-separated or repeated; a dispute
//   matches when its value is one of them (case-insensitive).
// All given filters must match. A value that cannot be read (`amountFrom=abc`) is ignored and
// logged, since every value is valid by the contract and a 400 would be a rule the spec lacks.
import type { Query } from '../../types.js';
import type { Json } from '../collection.js';

export interface DisputeFilter {
  matches(item: Json): boolean;
  /** Why a given filter was ignored, e.g. `amountFrom=abc is not a number`. */
  ignored: string[];
}

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const valuesOf = (query: Query, name: string): string[] => {
  const raw = query[name];
  return (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
};

export function disputeFilter(query: Query): DisputeFilter {
  const tests: ((item: Json) => boolean)[] = [];
  const ignored: string[] = [];

  const bound = (
    name: string,
    read: (text: string) => number | undefined,
    cmp: (value: number, limit: number) => boolean,
    member: string,
    parse: (v: unknown) => number,
  ) => {
    const [text] = valuesOf(query, name);
    if (text === undefined) return;
    const limit = read(text);
    if (limit === undefined) {
      ignored.push(
        `${name}=${text} is not ${name.startsWith('amount') ? 'a number' : 'an ISO 8601 date or date-time'}`,
      );
      return;
    }
    tests.push((item) => {
      const value = parse(item[member]);
      return Number.isFinite(value) && cmp(value, limit);
    });
  };
  const toNumber = (text: string) => (Number.isFinite(Number(text)) ? Number(text) : undefined);
  const toTime = (upper: boolean) => (text: string) => {
    const t = Date.parse(DATE_ONLY.test(text) ? `${text}T00:00:00Z` : text);
    if (Number.isNaN(t)) return undefined;
    // `dateCreatedTo=2025-03-31` includes the whole of March 31.
    return upper && DATE_ONLY.test(text) ? t + DAY_MS - 1 : t;
  };
  const asTime = (v: unknown) => (typeof v === 'string' ? Date.parse(v) : Number.NaN);
  const asAmount = (v: unknown) => (typeof v === 'number' ? v : Number.NaN);

  bound('dateCreatedFrom', toTime(false), (v, l) => v >= l, 'dateCreated', asTime);
  bound('dateCreatedTo', toTime(true), (v, l) => v <= l, 'dateCreated', asTime);
  bound('amountFrom', toNumber, (v, l) => v >= l, 'amount', asAmount);
  bound('amountTo', toNumber, (v, l) => v <= l, 'amount', asAmount);

  for (const [name, member] of [
    ['statusNames', 'status'],
    ['reason', 'reason'],
    ['processorNames', 'processorName'],
  ] as const) {
    const wanted = new Set(valuesOf(query, name).map((v) => v.toLowerCase()));
    if (wanted.size > 0)
      tests.push((item) => typeof item[member] === 'string' && wanted.has(item[member].toLowerCase()));
  }

  return { matches: (item) => tests.every((test) => test(item)), ignored };
}
