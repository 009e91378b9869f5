// The proxy's tally as people read it: the headline of `GET /__mock/violations`, the control page
// and the table printed at the stop, its counts in words that agree with them.
import { describe, expect, it } from 'vitest';
import { createTally, shortfalls, summaryTable, type Violation } from '../src/core/proxy/violations.js';

const V = '2025-04-01';
const request: Violation = {
  in: 'request',
  at: 'x-api-key',
  kind: 'header',
  message: 'x-api-key is required',
};

describe('the headline', () => {
  it('says one exchange, one violation, one answer in the singular', () => {
    const tally = createTally();
    tally.add(V, 'listAlerts', [request], { unchecked: true });
    expect(tally.summary().headline).toBe(
      '1 exchange checked, 1 broke the contract, 1 violation, 1 answer left unchecked',
    );
  });

  it('and any other count in the plural', () => {
    const tally = createTally();
    expect(tally.summary().headline).toBe('0 exchanges checked, 0 broke the contract, 0 violations');
    tally.add(V, 'listAlerts', [request, request], { unchecked: true });
    tally.add(V, 'listAlerts', [], { unchecked: true });
    expect(summaryTable(tally.summary()).split('\n')[0]).toBe(
      '2 exchanges checked, 1 broke the contract, 2 violations, 2 answers left unchecked',
    );
  });
});

describe('an exchange the service gave no answer to', () => {
  it('is not counted as checked, and is counted and said apart; its request still counts', () => {
    const tally = createTally();
    tally.add(V, 'listAlerts', [], { unanswered: true });
    tally.add(V, 'listAlerts', [request], { unanswered: true });
    tally.add(V, 'getAlert', []);
    const summary = tally.summary();
    expect(summary).toMatchObject({ exchanges: 1, unanswered: 2, failed: 1, violations: 1 });
    expect(summary.headline).toBe(
      '1 exchange checked, 2 got no answer from the service, 1 broke the contract, 1 violation',
    );
    expect(shortfalls(summary)[0]).toBe('the service gave no answer to 2 exchanges');
    tally.clear();
    expect(tally.summary()).toMatchObject({ exchanges: 0, unanswered: 0 });
  });
});

describe('the line the command prints when it fails', () => {
  const response: Violation = { in: 'response', at: ':status', kind: 'status', message: 'status 418' };
  it.each([
    [[request], 'the requests broke the contract'],
    [[response], "the service's answers broke the contract"],
    [[request, response], "the requests and the service's answers broke the contract"],
  ])('says who broke the contract: %#', (violations, line) => {
    const tally = createTally();
    for (const v of violations) tally.add(V, 'listAlerts', [v]);
    expect(shortfalls(tally.summary())).toEqual([line]);
  });

  it('says nothing when nothing went wrong', () => {
    const tally = createTally();
    tally.add(V, 'listAlerts', []);
    expect(shortfalls(tally.summary())).toEqual([]);
  });
});
