// A sandbox whose every answer is checked against the contract as it leaves the source:
// each problem is collected, and `expectNoDrift()` (called after each test) turns the test red.
import { contractProblems } from '@dispute-api/spec/contract';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { observeAnswers, type MockOptions, type RunningMock } from '../../src/index.js';
import { call, start } from './mock.js';

export interface CheckedMock {
  mock: RunningMock;
  /** Contract problems of sandbox answers so far, one line each. */
  problems: string[];
  /** How many answers were checked; a test can assert the wrapper saw its requests. */
  checked: () => number;
  expectNoDrift(): void;
}

export async function startSandbox(options: MockOptions = {}): Promise<CheckedMock> {
  const problems: string[] = [];
  let checked = 0;
  const mock = await start({
    stateful: true,
    evidenceDelayMs: 150,
    ...options,
    decorateSource: (source) =>
      observeAnswers(source, ({ operation, ctx, status, text }) => {
        checked++;
        for (const problem of contractProblems(operation, status, text)) {
          problems.push(`${ctx.method} ${ctx.target} → ${status}: ${problem}`);
        }
      }),
  });
  return {
    mock,
    problems,
    checked: () => checked,
    expectNoDrift() {
      const found = problems.splice(0);
      expect(found, 'sandbox answers outside the contract').toEqual([]);
    },
  };
}

/** The ids the spec's examples use, one per path parameter, all in the seed. */
export const SAMPLE_IDS: Record<string, string> = {
  alertId: '6601a7c3e4b0c1d2e3f40a11',
  disputeId: '6602b1d4e4b0c1d2e3f41c33',
  accountId: '6604d3f6e4b0c1d2e3f43e55',
  evidenceId: '6605e4a7e4b0c1d2e3f44f66',
  id: '6603c2e5e4b0c1d2e3f42d44',
};

/** An operation's path in a version, with the sample id for each path parameter. */
export const pathOf = (v: string, template: string) =>
  `/public/${v}${template.replace(/\{([^}]+)\}/g, (_, n: string) => SAMPLE_IDS[n]!)}`;

export const reset = (mock: RunningMock) => call(mock, '/__mock/reset', { method: 'POST' });

/**
 * The lifecycle every sandbox test file shares: one checked mock per file, reset to the seed before
 * each test and checked for drift after it. The returned object reads through to that mock.
 */
export function useSandbox(options: MockOptions = {}): CheckedMock {
  let current: CheckedMock | undefined;
  const started = () => {
    if (!current) throw new Error('the sandbox has not started yet');
    return current;
  };
  beforeAll(async () => {
    current = await startSandbox(options);
  });
  beforeEach(() => reset(started().mock));
  afterEach(() => started().expectNoDrift());
  afterAll(() => current?.mock.close());
  return {
    get mock() {
      return started().mock;
    },
    get problems() {
      return started().problems;
    },
    checked: () => started().checked(),
    expectNoDrift: () => started().expectNoDrift(),
  };
}
