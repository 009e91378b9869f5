// Every response carries its request id, so a schema that declares `requestId` also requires it.
import { isObject } from '@dispute-api/openapi-model';
import { walkSchemas } from '../lib/schemas.js';

export default function requestIdRequired(schema, _opts, { path }) {
  const out = [];
  walkSchemas(schema, path, (s, at) => {
    const declared = isObject(s.properties) && 'requestId' in s.properties;
    if (declared && !(Array.isArray(s.required) && s.required.includes('requestId'))) {
      out.push({ message: 'requestId is declared but not required.', path: [...at, 'required'] });
    }
  });
  return out;
}
