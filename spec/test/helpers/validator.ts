// One validator for the spec's tests, the mock's and the contract tests: the published module.
export { schemaValidator, type SchemaValidator } from '../../contract.mjs';
