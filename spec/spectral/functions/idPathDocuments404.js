const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

// An id in the path can name a resource that does not exist; say what happens then.
export default function idPathDocuments404(pathItem, _opts, { path }) {
  const template = path[path.length - 1];
  if (typeof template !== 'string' || !/\{[^}]+\}/.test(template)) return [];
  return METHODS.filter((m) => pathItem?.[m] && !('404' in (pathItem[m].responses ?? {}))).map((m) => ({
    message: `${m.toUpperCase()} ${template} has a path parameter but no 404 response.`,
    path: [...path, m, 'responses'],
  }));
}
