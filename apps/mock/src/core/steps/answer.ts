// Step: the answer, from the response source of the request's version in the caller's space: its
// sandbox records, or the static mode's examples.
import { needs, type Step } from './step.js';

export const answerStep: Step = async (x) => {
  const ctx = needs(x.ctx, 'request context');
  const found = x.space.source(ctx.operation.version);
  const source = found instanceof Promise ? await found : found;
  const response = await source.respond(ctx);
  return { response, stamp: ctx.operation.requestIdAllowed(response.status) };
};
