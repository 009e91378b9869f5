// The formats a bundle's schemas may name, for Ajv at run time (schema.mjs) and for the validators
// generated at build time (scripts/validators.mjs), which import this module: ajv-formats' full set,
// and OpenAPI's own numeric formats, which Ajv does not know and would ignore. A named import, which
// Node and every bundler read alike from ajv-formats' CommonJS module.
import { fullFormats } from 'ajv-formats/dist/formats.js';

const int32 = (n) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31;

export const FORMATS = {
  ...fullFormats,
  int32: { type: 'number', validate: int32 },
  int64: { type: 'number', validate: (n) => Number.isSafeInteger(n) },
  float: { type: 'number', validate: () => true },
  double: { type: 'number', validate: () => true },
  password: true,
};
