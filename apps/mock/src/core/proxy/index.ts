// The proxy as the engine takes it (its `proxy` option): made here from the forwarding function, so
// that the engine itself imports none of the proxy's code and builds without it where it never
// runs (the MSW handlers in a browser). The engine wires it with the served versions and its own
// options (`rejectInvalidRequests`, `record`), and gets the steps that follow the control step, the
// after-steps, the tally and the recording.
import type { Logger } from '../logger.js';
import type { AfterStep, Step } from '../steps/step.js';
import type { VersionApi } from '../versions.js';
import { createRecorder, type Recording } from './recorder.js';
import { forwardStep, proxyRouteStep, recordStep, tallyStep } from './steps.js';
import type { Forward } from './upstream.js';
import { createTally, type Tally } from './violations.js';

export interface ProxyWiring {
  versions: readonly VersionApi[];
  logger: Logger;
  /** The engine's scenario step, which applies to the proxy's requests too. */
  scenario: Step;
  rejectInvalidRequests: boolean;
  /** Whether to keep the records of the service's answers, and whether raw. */
  record: { raw: boolean } | undefined;
}

export interface WiredProxy {
  readonly steps: readonly Step[];
  readonly afterSteps: readonly AfterStep[];
  readonly tally: Tally;
  readonly recording?: () => Promise<Recording>;
}

export interface ProxyMode {
  wire(wiring: ProxyWiring): WiredProxy;
}

/**
 * The proxy that forwards with `forward` (node/proxy.ts makes one from a base URL); `onRecord` is
 * told each time the recording gained records (node/recording-file.ts writes the file as it goes).
 */
export function proxyMode(forward: Forward, onRecord?: () => void): ProxyMode {
  return {
    wire({ versions, logger, scenario, rejectInvalidRequests: reject, record }) {
      const tally = createTally();
      const recorder = record ? createRecorder(versions, record.raw, onRecord) : undefined;
      return {
        steps: [proxyRouteStep(versions, reject), forwardStep(versions, forward, scenario, reject)],
        afterSteps: [tallyStep(tally, logger), ...(recorder ? [recordStep(recorder)] : [])],
        tally,
        ...(recorder ? { recording: () => recorder.take() } : {}),
      };
    },
  };
}
