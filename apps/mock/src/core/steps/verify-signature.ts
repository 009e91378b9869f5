// Step: the request signature, when the mock requires one (signature.ts has the scheme). It covers
// the raw body, which is read here (once: later steps reuse it) only for requests that were routed
// and authenticated, so a refusal never waits for a large upload.
import type { SignatureCheck } from '../signature.js';
import { SIGNATURE_HEADER } from '../signature.js';
import { headerOf } from '../types.js';
import { bodyOf } from '../wire.js';
import { needs, type Step } from './step.js';

export function verifySignatureStep(check: SignatureCheck): Step {
  return async (x) => {
    if (!needs(x.operation, 'operation').signed) return undefined;
    const { method, target, headers } = x.request;
    const body = await (x.rawBody ??= bodyOf(x.request));
    await check(method, target, body, headerOf(headers, SIGNATURE_HEADER));
    return undefined;
  };
}
