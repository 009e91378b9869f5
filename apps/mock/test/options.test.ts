// The engine's options (core/options.ts): findings name the options as the engine takes them, in the
// server and in MSW alike, and the CLI words the same findings with its flags (node/args.ts).
import { loadBundle } from '@dispute-api/spec/contract';
import { describe, expect, it } from 'vitest';
import { OptionError } from '../src/core/errors.js';
import type { LogFormat } from '../src/core/logger.js';
import { flagOf } from '../src/node/args.js';
import { createEngine, type EngineOptions, type Logger } from '../src/index.js';

const bundles = { '2025-04-01': loadBundle('2025-04-01') };

function warningsOf(options: Omit<EngineOptions, 'bundles'>): string[] {
  const warnings: string[] = [];
  const logger: Logger = {
    level: 'warn',
    enabled: (level) => level === 'warn' || level === 'error',
    error: () => undefined,
    warn: (line) => void warnings.push(line),
    info: () => undefined,
    debug: () => undefined,
  };
  createEngine({ ...options, bundles, logger });
  return warnings;
}

function optionErrorOf(options: Omit<EngineOptions, 'bundles'>): OptionError {
  try {
    createEngine({ ...options, bundles, logLevel: 'silent' });
  } catch (error) {
    if (error instanceof OptionError) return error;
    throw error;
  }
  throw new Error('the engine started');
}

describe('option findings', () => {
  it.each([
    [
      { requireSignature: true },
      'requireSignature needs secretKey',
      '--require-signature needs --secret-key',
    ],
    [
      { evidenceDelayMs: -1 },
      'evidenceDelayMs must be a non-negative integer of milliseconds, got -1',
      '--evidence-delay-ms must be a non-negative integer of milliseconds, got -1',
    ],
    [
      { stateful: false, fixtures: {} },
      'fixtures applies to the sandbox, not to the static mode',
      '--fixtures applies to the sandbox, not to the static mode',
    ],
    [
      { rateLimit: 0 },
      'rateLimit must be a whole number from 1, got 0',
      '--rate-limit must be a whole number from 1, got 0',
    ],
    [{ rateBurst: 5 }, 'rateBurst needs rateLimit', '--rate-burst needs --rate-limit'],
    [
      // As a caller from JavaScript may pass it.
      { logFormat: 'xml' as LogFormat },
      'logFormat must be one of text, json, got xml',
      '--log-format must be one of text, json, got xml',
    ],
  ])('refuses %j, in option names; the CLI says it with flags', (options, engine, cli) => {
    const error = optionErrorOf(options);
    expect(error.message).toBe(engine);
    expect(error.finding.words(flagOf)).toBe(cli);
    // The engine's own error, with nameOption given as the CLI gives it, is worded the same.
    expect(optionErrorOf({ ...options, nameOption: flagOf }).message).toBe(cli);
  });

  it('warns about options that have no effect, naming the options', () => {
    expect(warningsOf({ secretKey: 'dev-secret-value' })).toContain(
      'secretKey without requireSignature has no effect: signatures are not checked',
    );
    expect(warningsOf({ secretKey: 'dev-secret-value', requireSignature: true })).toEqual([]);
  });

  it('names the options as nameOption says, as the CLI does with its flags', () => {
    expect(warningsOf({ stateful: false, evidenceDelayMs: 10, nameOption: flagOf })).toEqual([
      '--evidence-delay-ms has no effect in the static mode',
    ]);
  });
});
