// What the seed takes from a bundle: its named examples (templates, and the records whose ids the
// spec's examples use) and its enumerations. Reading them from the bundle, not from constants here,
// keeps the seed inside the contract when the spec changes; a missing piece fails at start-up.
import { StartupError } from '../errors.js';

type Node = Record<string, unknown>;
const isObject = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);

export interface SpecModel {
  readonly version: string;
  /** A deep copy of a named example's value, without the illustrative `requestId`. */
  example(name: string): Node;
  /** The non-null values of a named schema's `enum`, or of one of its properties' `enum`. */
  enumOf(schema: string, property?: string): string[];
}

const models = new WeakMap<Node, Map<string, SpecModel>>();

/** The model of one version of a bundle, made once per bundle object and version. */
export function specModel(version: string, document: Node): SpecModel {
  let byVersion = models.get(document);
  if (!byVersion) models.set(document, (byVersion = new Map<string, SpecModel>()));
  let model = byVersion.get(version);
  if (!model) byVersion.set(version, (model = readModel(version, document)));
  return model;
}

function readModel(version: string, document: Node): SpecModel {
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
}
