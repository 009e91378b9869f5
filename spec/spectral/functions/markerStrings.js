// Markers exist to explain a gap or a guess; an empty one explains nothing.
export default function markerStrings(value, _opts, { path }) {
  if (typeof value === 'string' && value.trim()) return [];
  return [{ message: `${path[path.length - 1]} must be a non-empty string.`, path }];
}
