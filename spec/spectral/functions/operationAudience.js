// Docs and SDKs are split by audience; an unlabelled operation would be dropped.
// `both` is merchants and platforms; `any` is any caller, with or without a key.
const AUDIENCES = ['merchants', 'platforms', 'both', 'any'];

export default function operationAudience(operation, _opts, { path }) {
  const audience = operation?.['x-audience'];
  if (AUDIENCES.includes(audience)) return [];
  const allowed = AUDIENCES.join(', ');
  if (audience === undefined) return [{ message: `x-audience is missing (one of ${allowed}).`, path }];
  return [
    {
      message: `x-audience must be one of ${allowed} (got ${JSON.stringify(audience)}).`,
      path: [...path, 'x-audience'],
    },
  ];
}
