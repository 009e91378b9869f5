// The proxy's tally as people read it: the headline of `GET /__mock/violations`, the control page
// and the table printed at the stop, its counts in words that agree with them.
import { describe, expect, it } from 'vitest';
import { createTally, summaryTable, type Violation } from '../src/core/proxy/violations.js';

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
    tally.add(V, 'listAlerts', [request], true);
    expect(tally.summary().headline).toBe(
      '1 exchange checked, 1 broke the contract, 1 violation, 1 answer left unchecked',
    );
  });

  it('and any other count in the plural', () => {
    const tally = createTally();
    expect(tally.summary().headline).toBe('0 exchanges checked, 0 broke the contract, 0 violations');
    tally.add(V, 'listAlerts', [request, request], true);
    tally.add(V, 'listAlerts', [], true);
    expect(summaryTable(tally.summary()).split('\n')[0]).toBe(
      '2 exchanges checked, 1 broke the contract, 2 violations, 2 answers left unchecked',
    );
  });
});
