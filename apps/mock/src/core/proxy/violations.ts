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
  /** Exchanges checked, and how many of them broke the contract. */
  readonly exchanges: number;
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

export interface Tally {
  /** One exchange; `unchecked` when part of it could not be checked. */
  add(
    version: string,
    operationId: string | undefined,
    violations: readonly Violation[],
    unchecked?: boolean,
  ): void;
  summary(): ViolationSummary;
  clear(): void;
}

export const NO_OPERATION = '(no operation)';

export function createTally(): Tally {
  const counts = new Map<string, TallyRow>();
  let exchanges = 0;
  let failed = 0;
  let unchecked = 0;
  return {
    add(version, operationId = NO_OPERATION, violations, partly = false) {
      exchanges++;
      if (violations.length > 0) failed++;
      if (partly) unchecked++;
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
      const left = unchecked > 0 ? `, ${counted(unchecked, 'answer')} left unchecked` : '';
      const headline = `${counted(exchanges, 'exchange')} checked, ${failed} broke the contract, ${counted(violations, 'violation')}${left}`;
      return { exchanges, failed, unchecked, violations, headline, rows };
    },
    clear() {
      counts.clear();
      exchanges = failed = unchecked = 0;
    },
  };
}

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
