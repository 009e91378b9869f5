// Values made once per object and key, and kept as long as the object lives: what engines of the
// same bundle objects share (a version's model, the seed), so that the next engine makes nothing again.

/** `make(object, key)`, made on first use for each object and key, then the same value every time. */
export function oncePer<O extends object, K, V>(make: (object: O, key: K) => V): (object: O, key: K) => V {
  const made = new WeakMap<O, Map<K, V>>();
  return (object, key) => {
    let byKey = made.get(object);
    if (!byKey) made.set(object, (byKey = new Map<K, V>()));
    if (!byKey.has(key)) byKey.set(key, make(object, key));
    return byKey.get(key)!;
  };
}
