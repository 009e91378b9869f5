// What the seed takes from a bundle: its named examples (templates, and the records whose ids the
// spec's examples use) and its enumerations. Reading them from the bundle, not from constants here,
// keeps the seed inside the contract when the spec changes; a missing piece fails at start-up.
import { isObject, type JsonObject as Node } from '@dispute-api/openapi-model';
import { StartupError } from '../errors.js';
import { oncePer } from '../once.js';

export interface SpecModel {
  readonly version: string;
  /** A deep copy of a named example's value, without the illustrative `requestId`. */
  example(name: string): Node;
  /** The non-null values of a named schema's `enum`, or of one of its properties' `enum`. */
  enumOf(schema: string, property?: string): string[];
}

const modelOf = oncePer((document: Node, version: string): SpecModel => {
  const components = isObject(document.components) ? document.components : {};
  const examples = isObject(components.examples) ? components.examples : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const missing = (what: string) =>
    new StartupError(`the ${version} bundle has no ${what}, which the sandbox's seed needs`);
  return {
    version,
    example(name) {
      const entry = examples[name];
      if (!isObject(entry) || !isObject(entry.value)) throw missing(`example ${name}`);
      // Without the illustrative request id of the example.
      const value = structuredClone(entry.value);
      delete value.requestId;
      return value;
    },
    enumOf(name, property) {
      let schema: unknown = schemas[name];
      if (property !== undefined)
        schema = isObject(schema) && isObject(schema.properties) ? schema.properties[property] : undefined;
      const values = isObject(schema) && Array.isArray(schema.enum) ? schema.enum : undefined;
      const strings = values?.filter((v): v is string => typeof v === 'string');
      if (!strings?.length) throw missing(`enumeration ${name}${property ? `.${property}` : ''}`);
      return strings;
    },
  };
});

/** The model of one version of a bundle, made once per bundle object and version. */
export const specModel = (version: string, document: Node): SpecModel => modelOf(document, version);
