// Step: the request signature, when the mock requires one (signature.ts has the scheme): for every
// key with `requireSignature`, or for a key of a durable store that was made to sign (its grant
// names its secret). It covers the raw body, which is read here (once: later steps reuse it) only
// for requests that were routed and authenticated, so a refusal never waits for a large upload.
import type { SignatureCheck } from '../signature.js';
import { SIGNATURE_HEADER, createSignatureCheck } from '../signature.js';
import { headerOf } from '../types.js';
import { bodyBytes, needs, type Step } from './step.js';

/** Checks kept per secret of a signing key; past it the memory starts over. */
const KEPT_CHECKS = 256;

/** `required`: the check of every request (`requireSignature`); keys that must sign bring their own. */
export function verifySignatureStep(required: SignatureCheck | undefined): Step {
  const checks = new Map<string, SignatureCheck>();
  const checkOf = (secret: string) => {
    let check = checks.get(secret);
    if (!check) {
      if (checks.size >= KEPT_CHECKS) checks.clear();
      checks.set(secret, (check = createSignatureCheck(secret)));
    }
    return check;
  };
  return async (x) => {
    if (!needs(x.operation, 'operation').signed) return undefined;
    const check = x.grant?.signWith === undefined ? required : checkOf(x.grant.signWith);
    if (!check) return undefined;
    const { method, target, headers } = x.request;
    const body = await bodyBytes(x);
    await check(method, target, body, headerOf(headers, SIGNATURE_HEADER));
    return undefined;
  };
}
