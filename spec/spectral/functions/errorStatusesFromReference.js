// The error statuses of the contract are the reference's. A status that only the mock answers (its
// body limit's 413, say) is the mock's policy and is documented with the mock, not here.
export default function errorStatusesFromReference(responses, { allowed }, { path }) {
  const known = new Set(allowed.map(String));
  return Object.keys(responses ?? {})
    .filter((status) => /^[45]/.test(status) && !known.has(status.toUpperCase()))
    .map((status) => ({
      message: `Status ${status} is not one the reference lists (${allowed.join(', ')}).`,
      path: [...path, status],
    }));
}
