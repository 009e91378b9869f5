// Named examples feed docs, the mock server and the example-vs-schema tests.
export default function mediaTypeExamples(mediaType, _opts, { path }) {
  if (!mediaType?.schema) return [];
  const ex = mediaType.examples;
  if (ex && typeof ex === 'object' && Object.keys(ex).length > 0) return [];
  return [{ message: `Media type ${path[path.length - 1]} has a schema but no named examples.`, path }];
}
