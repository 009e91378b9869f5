// The mock modes the suite runs against. Every mode is the whole mock (both versions on one port),
// started in-process with signatures required, so that the key, signature, validation and error
// paths are all reachable; the fuzz client signs what it sends unless a corruption says otherwise.
import type { MockOptions } from '@dispute-api/mock';

export interface Mode {
  name: string;
  options: MockOptions;
}

export const MODES: readonly Mode[] = [
  { name: 'static (answers from the spec examples)', options: { stateful: false } },
  { name: 'sandbox (answers from the in-memory store)', options: {} },
];
