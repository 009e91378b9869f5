// The repository's one `$ref` resolver lives in @dispute-api/openapi-diff (the change report's diff
// needs it too, and the spec's build depends on the diff); this module hands it to the contract
// checks, the mock (in Node and in browsers) and the docs under the spec package's name.
export { derefStrict, parsePointer, refResolver } from '@dispute-api/openapi-diff/refs';
