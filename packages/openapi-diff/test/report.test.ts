import { describe, expect, it } from 'vitest';
import { Collector, compareOperations, type Finding } from '../src/report.js';
import { isBreaking } from '../src/rules.js';

const finding = (overrides: Partial<Finding> = {}): Finding => ({
  id: 'enum-value-added',
  effect: 'widening',
  direction: 'response',
  operation: 'GET /a',
  location: 'response 200 application/json: status',
  message: 'Value "x" was added.',
  after: ['x'],
  ...overrides,
});

describe('Collector', () => {
  it('keeps one change per operation, location, rule and message', () => {
    const collector = new Collector();
    collector.add(finding());
    collector.add(finding());
    collector.add(finding({ operation: 'GET /b' }));
    collector.add(finding({ message: 'Value "y" was added.' }));
    expect(collector.changes()).toHaveLength(3);
  });

  it('classes by effect and direction and leaves out unknown before/after', () => {
    const collector = new Collector();
    collector.add(finding());
    expect(collector.changes()).toEqual([
      {
        id: 'enum-value-added',
        breaking: true,
        operation: 'GET /a',
        location: 'response 200 application/json: status',
        message: 'Value "x" was added.',
        after: ['x'],
      },
    ]);
  });

  it('sorts by operation (path, then method), location, rule id', () => {
    const collector = new Collector();
    collector.add(finding({ operation: 'POST /a', location: 'b' }));
    collector.add(finding({ operation: 'GET /b', location: 'a' }));
    collector.add(
      finding({ operation: 'POST /a', location: 'a', id: 'enum-value-removed', effect: 'narrowing' }),
    );
    collector.add(finding({ operation: 'POST /a', location: 'a' }));
    collector.add(finding({ operation: 'GET /a', location: 'z' }));
    expect(
      collector.changes().map((change) => `${change.operation} ${change.location} ${change.id}`),
    ).toEqual([
      'GET /a z enum-value-added',
      'POST /a a enum-value-added',
      'POST /a a enum-value-removed',
      'POST /a b enum-value-added',
      'GET /b a enum-value-added',
    ]);
  });
});

describe('ordering and classification', () => {
  it('orders methods as the OpenAPI spec lists them, unknown ones last', () => {
    const operations = [
      'TRACE /x',
      'PATCH /x',
      'GET /x',
      'DELETE /x',
      'POST /x',
      'PUT /x',
      'HEAD /x',
      'OPTIONS /x',
    ];
    expect([...operations].sort(compareOperations)).toEqual([
      'GET /x',
      'PUT /x',
      'POST /x',
      'DELETE /x',
      'OPTIONS /x',
      'HEAD /x',
      'PATCH /x',
      'TRACE /x',
    ]);
  });

  it('narrowing breaks requests only, widening responses only', () => {
    expect([isBreaking('narrowing', 'request'), isBreaking('narrowing', 'response')]).toEqual([true, false]);
    expect([isBreaking('widening', 'request'), isBreaking('widening', 'response')]).toEqual([false, true]);
    expect([isBreaking('breaking', 'request'), isBreaking('compatible', 'response')]).toEqual([true, false]);
  });
});
