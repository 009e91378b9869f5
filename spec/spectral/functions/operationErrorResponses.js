// Clients need to know which failures to handle; a 2xx-only operation hides them.
export default function operationErrorResponses(operation, _opts, { path }) {
  const codes = Object.keys(operation?.responses ?? {});
  const missing = [
    [/^4(\d\d|XX)$/, '4xx'],
    [/^5(\d\d|XX)$/, '5xx'],
  ].filter(([re]) => !codes.some((c) => re.test(c)));
  if (missing.length === 0) return [];
  const classes = missing.map(([, cls]) => cls).join(' or ');
  return [{ message: `Operation declares no ${classes} response.`, path: [...path, 'responses'] }];
}
