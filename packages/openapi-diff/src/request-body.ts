import { diffContent } from './content.js';
import { isObject, own } from './json.js';
import type { SchemaContext } from './schemas.js';

export function diffRequestBody(
  context: SchemaContext,
  operation: string,
  baseOperation: unknown,
  headOperation: unknown,
): void {
  const before = context.base.refs.resolve(own(baseOperation, 'requestBody'));
  const after = context.head.refs.resolve(own(headOperation, 'requestBody'));
  const location = 'request body';
  const common = { direction: 'request', operation, location } as const;
  if (!isObject(before) && !isObject(after)) return;
  if (!isObject(before)) {
    const required = own(after, 'required') === true;
    context.collector.add({
      ...common,
      id: 'request-body-added',
      // A required body is missing from every request written before it existed.
      effect: required ? 'narrowing' : 'compatible',
      message: `${required ? 'A required' : 'An optional'} request body was added.`,
    });
    return;
  }
  if (!isObject(after)) {
    const message = 'The request body was removed.';
    context.collector.add({ ...common, id: 'request-body-removed', effect: 'breaking', message });
    return;
  }
  const wasRequired = own(before, 'required') === true;
  const isRequired = own(after, 'required') === true;
  if (isRequired && !wasRequired) {
    context.collector.add({
      ...common,
      id: 'required-added',
      effect: 'narrowing',
      message: 'The request body is now required.',
      before: false,
      after: true,
    });
  } else if (wasRequired && !isRequired) {
    context.collector.add({
      ...common,
      id: 'required-removed',
      effect: 'widening',
      message: 'The request body is no longer required.',
      before: true,
      after: false,
    });
  }
  diffContent(context, operation, location, 'request', own(before, 'content'), own(after, 'content'));
}
