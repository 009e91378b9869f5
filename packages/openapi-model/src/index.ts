export { isObject, own, has, type JsonObject } from './json.js';
export { acceptsEveryValue, isAnnotation, refusesEveryValue } from './trivial-schemas.js';
export { escapePointer, parsePointer, pointerTo, unescapePointer } from './pointer.js';
export { RefResolver, refResolver, derefStrict, followStrict, isReference, type Located } from './refs.js';
export {
  HTTP_METHODS,
  mergeParameters,
  pathOperations,
  type HttpMethod,
  type PathOperation,
  type ReadOptions,
} from './paths.js';
export type { Header, Media } from './content.js';
export {
  apiModel,
  responseKey,
  type ApiModel,
  type Operation,
  type Parameter,
  type RequestBody,
  type Response,
} from './operations.js';
