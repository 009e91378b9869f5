// The guide "Host a shared sandbox" as an operator follows it: its keys commands run as written
// against a store of their own, and the refusals it shows are the ones the mock answers.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { scratchDir } from '@dispute-api/test-support/cleanup';
import { fencedBlocks, readGuide } from '@dispute-api/test-support/markdown';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningMock } from '../src/index.js';
import { createMemoryStore } from '../src/core/store/memory-store.js';
import { call, start } from './helpers/mock.js';
import { CLI } from './helpers/cli.js';

const guide = readGuide('host-a-shared-sandbox');
const started: RunningMock[] = [];
afterAll(() => Promise.all(started.map((m) => m.close())));

/** The answer without what differs by request. */
const shown = (text: string) => JSON.parse(text.replace(/"req_[^"]*"/g, '"req_…"')) as unknown;

describe('the guide "Host a shared sandbox"', () => {
  it('makes and lists keys with the commands of "Create keys", as written', () => {
    const env = {
      ...process.env,
      DISPUTE_MOCK_STORE: `sqlite:${join(scratchDir('hosted-guide'), 'keys.db')}`,
      DISPUTE_MOCK_KEY_SECRET: 'the-guide-test-root-secret-of-32-characters',
    };
    const lines = fencedBlocks(guide, 'Create keys')[0]!.text.trim().split('\n');
    const outputs = lines
      // The revoke line names an id of the guide's own; its test is the keys tests'.
      .filter((line) => !line.includes('keys revoke'))
      .map((line) => {
        const args = line
          .replace(/#.*$/, '')
          .trim()
          .split(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/)
          .slice(2);
        return execFileSync(process.execPath, [CLI, ...args.map((a) => a.replace(/^"|"$/g, ''))], {
          env,
          encoding: 'utf8',
        });
      });
    expect(lines).toHaveLength(4);
    expect(outputs[0]).toMatch(/^key [0-9a-f]{16} for Partner A; shown once/);
    expect(outputs[0]).toMatch(/^access key \(x-api-key\): dak_[0-9a-f]{16}_\S{43}$/m);
    expect(outputs[1]).toMatch(/^key [0-9a-f]{16} for Partner B \(requests must be signed\)/);
    expect(outputs[2]).toMatch(/unsigned .* active {2}Partner A\n.*signed .* active {2}Partner B\n$/);
  });

  it("shows the records limit's refusal as the mock answers it", async () => {
    const store = createMemoryStore();
    const mock = await start({ store: { store, spaceOf: (key) => key }, maxRecords: 1 });
    started.push(mock);
    const block = fencedBlocks(guide, 'Limits and policies').find((b) => b.language === 'json')!;
    const refused = await call(mock, '/public/2025-04-01/webhooks', {
      method: 'POST',
      body: { event: 'alerts.updated', url: 'https://a.example/h' },
    });
    expect(refused.status).toBe(400);
    expect(shown(refused.text)).toEqual(shown(block.text.replace('at most 10000', 'at most 1')));
  });
});
