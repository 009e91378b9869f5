// Every response carries its request id, so a schema that declares `requestId` also requires it.
import { isObj, walkSchemas } from '../lib/schemas.js';

export default function requestIdRequired(schema, _opts, { path }) {
  const out = [];
  walkSchemas(schema, path, (s, at) => {
    const declared = isObj(s.properties) && 'requestId' in s.properties;
    if (declared && !(Array.isArray(s.required) && s.required.includes('requestId'))) {
      out.push({ message: 'requestId is declared but not required.', path: [...at, 'required'] });
    }
  });
  return out;
}
