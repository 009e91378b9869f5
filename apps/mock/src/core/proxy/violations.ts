// Violations: where an exchange through the proxy breaks the contract. Each exchange's list goes into
// the journal and the count into its answer's `x-dispute-api-violations` header; the tally sums them
// over the whole run, per operation, side and kind, for `GET /__mock/violations` and the table the
// command prints when it stops.
import { counted } from '../plural.js';
import type { FindingKind } from '../validation.js';

/** The answer header with the number of violations of its exchange. */
export const VIOLATIONS_HEADER = 'x-dispute-api-violations';

export interface Violation {
  /** Which side of the exchange breaks the contract. */
  readonly in: 'request' | 'response';
  /** A body member's JSON pointer ('' for the whole body), `?name`, `{name}`, a header's name, or `:status`. */
  readonly at: string;
  readonly kind: FindingKind;
  readonly message: string;
}

/** The violations of one operation (or of requests to no operation), on one side, of one kind. */
export interface TallyRow {
  readonly version: string;
  /** The operation's id; `(no operation)` for a path or method the contract does not have. */
  readonly operationId: string;
  readonly in: Violation['in'];
  readonly kind: FindingKind;
  readonly count: number;
}

export interface ViolationSummary {
  /** Exchanges checked: the service answered, or the proxy answered itself (a refused request, a scenario). */
  readonly exchanges: number;
  /**
   * Exchanges the service gave no answer to (the proxy's own 502: refused, unreachable, timeout,
   * closed, invalid response, too large): not counted as checked, though their requests are.
   */
  readonly unanswered: number;
  /** Exchanges that broke the contract, of either kind (one without an answer, by its request). */
  readonly failed: number;
  /**
   * Exchanges whose answer body could not be checked: a content coding the proxy does not undo, or
   * a body too large once undone.
   */
  readonly unchecked: number;
  /** Violations in all. */
  readonly violations: number;
  /** The counts in one sentence, as the table printed at the stop and the control page begin. */
  readonly headline: string;
  /** Sorted by version, operation, side and kind. */
  readonly rows: readonly TallyRow[];
}

/** What of one exchange could not be checked. */
export interface Gaps {
  /** Its answer's body: a content coding the proxy does not undo, or too large once undone. */
  readonly unchecked?: boolean;
  /** Its answer: the service gave none. */
  readonly unanswered?: boolean;
}

export interface Tally {
  add(version: string, operationId: string | undefined, violations: readonly Violation[], gaps?: Gaps): void;
  summary(): ViolationSummary;
  clear(): void;
}

export const NO_OPERATION = '(no operation)';

export function createTally(): Tally {
  const counts = new Map<string, TallyRow>();
  let exchanges = 0;
  let unanswered = 0;
  let failed = 0;
  let unchecked = 0;
  return {
    add(version, operationId = NO_OPERATION, violations, gaps = {}) {
      if (gaps.unanswered) unanswered++;
      else exchanges++;
      if (violations.length > 0) failed++;
      if (gaps.unchecked) unchecked++;
      for (const v of violations) {
        const key = JSON.stringify([version, operationId, v.in, v.kind]);
        const row = counts.get(key);
        counts.set(key, { version, operationId, in: v.in, kind: v.kind, count: (row?.count ?? 0) + 1 });
      }
    },
    summary() {
      const rows = [...counts.values()].sort((a, b) =>
        `${a.version} ${a.operationId} ${a.in} ${a.kind}`.localeCompare(
          `${b.version} ${b.operationId} ${b.in} ${b.kind}`,
        ),
      );
      const violations = rows.reduce((n, r) => n + r.count, 0);
      const headline = [
        `${counted(exchanges, 'exchange')} checked`,
        ...(unanswered > 0 ? [`${unanswered} got no answer from the service`] : []),
        `${failed} broke the contract`,
        counted(violations, 'violation'),
        ...(unchecked > 0 ? [`${counted(unchecked, 'answer')} left unchecked`] : []),
      ].join(', ');
      return { exchanges, unanswered, failed, unchecked, violations, headline, rows };
    },
    clear() {
      counts.clear();
      exchanges = unanswered = failed = unchecked = 0;
    },
  };
}

/** What went wrong over the run, one clause each, for the line the command prints when it fails. */
export function shortfalls(summary: ViolationSummary): string[] {
  const clauses: string[] = [];
  if (summary.unanswered > 0)
    clauses.push(`the service gave no answer to ${counted(summary.unanswered, 'exchange')}`);
  const sides = new Set(summary.rows.map((r) => r.in));
  if (sides.size > 0)
    clauses.push(`${BROKEN_BY[sides.size > 1 ? 'both' : [...sides][0]!]} broke the contract`);
  return clauses;
}

/** Who broke the contract, by the sides its violations are on. */
const BROKEN_BY: Record<Violation['in'] | 'both', string> = {
  request: 'the requests',
  response: "the service's answers",
  both: "the requests and the service's answers",
};

/** The summary as a plain-text table, for a terminal or a CI log. */
export function summaryTable(summary: ViolationSummary): string {
  const head = summary.headline;
  if (summary.rows.length === 0) return head;
  const header = ['version', 'operation', 'in', 'kind', 'count'];
  const cells = summary.rows.map((r) => [r.version, r.operationId, r.in, r.kind, String(r.count)]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: readonly string[]) =>
    c
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [head, line(header), ...cells.map(line)].join('\n');
}
