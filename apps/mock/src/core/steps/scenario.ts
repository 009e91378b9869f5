// Step: scenarios (control/scenarios.ts). The first scenario of the caller's space for this operation
// delays the call, answers the documented status it names (the spec's example for it), or both.
import type { Scenario } from '../control/scenarios.js';
import { exampleAnswer } from '../examples.js';
import type { Operation } from '../types.js';
import type { Outcome } from '../wire.js';
import { needs, type Step } from './step.js';

export function scenarioStep(sleep: (ms: number) => Promise<void>): Step {
  const apply = async (operation: Operation, scenario: Scenario): Promise<Outcome | undefined> => {
    if (scenario.delayMs) await sleep(scenario.delayMs);
    if (scenario.status === undefined) return undefined;
    const forced = exampleAnswer(operation, scenario.status) ?? { status: scenario.status };
    return { response: forced, stamp: operation.requestIdAllowed(forced.status) };
  };
  return (x) => {
    const operation = needs(x.operation, 'operation');
    const scenario = x.space.scenarios.take(operation);
    if (!scenario) return undefined;
    x.scenario = scenario;
    return apply(operation, scenario);
  };
}
