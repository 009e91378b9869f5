import { EMPTY, type SchemaReader } from './flatten.js';
import { compareText, isObject, own, unionKeys, type JsonObject } from './json.js';
import { compareConstraints } from './keywords.js';
import type { Collector } from './report.js';
import type { Effect, RuleId } from './rules.js';
import type { Direction } from './types.js';

/** Where a schema sits: the operation, the place in it ('query parameter id'), and who writes it. */
export interface SchemaSite {
  operation: string;
  root: string;
  direction: Direction;
}

export interface SchemaContext {
  base: SchemaReader;
  head: SchemaReader;
  collector: Collector;
}

interface Pending {
  base: unknown;
  head: unknown;
  path: string;
}

/**
 * Compares two schemas breadth-first. Each pair of schema objects is compared at most once per
 * site: a cycle (a schema that contains itself) comes back to a pair already compared and
 * stops there, and a component reached along many paths is reported once, at its shortest
 * path. Without that, a spec whose schemas reference each other richly has exponentially many
 * paths and no bounded report; with it, work per site is linear in the schemas reachable.
 */
export function diffSchemas(context: SchemaContext, site: SchemaSite, base: unknown, head: unknown): void {
  const ids = new Map<object, number>();
  const idOf = (node: object): number => {
    const known = ids.get(node);
    if (known !== undefined) return known;
    const id = ids.size + 1;
    ids.set(node, id);
    return id;
  };
  const compared = new Set<string>();
  const queue: Pending[] = [{ base, head, path: '' }];

  for (let next = 0; next < queue.length; next++) {
    const { base: baseNode, head: headNode, path } = queue[next]!;
    const baseSchema = context.base.resolve(baseNode);
    const headSchema = context.head.resolve(headNode);
    // EMPTY has no children, so pairs with it cannot recurse and need no bookkeeping.
    if (baseSchema !== EMPTY && headSchema !== EMPTY) {
      const key = `${idOf(baseSchema)}:${idOf(headSchema)}`;
      if (compared.has(key)) continue;
      compared.add(key);
    }
    const emit: EmitAt = (segment, id, effect, message, before, after) => {
      const where = join(path, segment);
      context.collector.add({
        id,
        effect,
        direction: site.direction,
        operation: site.operation,
        location: where === '' ? site.root : `${site.root}: ${where}`,
        message,
        before,
        after,
      });
    };
    const enqueue: Enqueue = (b, h, segment) => {
      queue.push({ base: b, head: h, path: join(path, segment) });
    };
    compareNode(context.base.view(baseSchema), context.head.view(headSchema), site.direction, emit, enqueue);
  }
}

type Enqueue = (base: unknown, head: unknown, segment: string) => void;
/** Reports a change at the schema being compared, or at one of its children by segment. */
type EmitAt = (
  segment: string,
  id: RuleId,
  effect: Effect,
  message: string,
  before?: unknown,
  after?: unknown,
) => void;

function compareNode(
  base: JsonObject,
  head: JsonObject,
  direction: Direction,
  emit: EmitAt,
  enqueue: Enqueue,
): void {
  compareConstraints(base, head, (...finding) => emit('', ...finding));
  compareProperties(base, head, direction, emit, enqueue);

  const items = [own(base, 'items'), own(head, 'items')];
  if (items[0] !== undefined && items[1] !== undefined) enqueue(items[0], items[1], '[]');

  const extra = [own(base, 'additionalProperties'), own(head, 'additionalProperties')];
  if (isObject(extra[0]) && isObject(extra[1])) enqueue(extra[0], extra[1], '*');

  for (const keyword of ['oneOf', 'anyOf']) {
    const before = own(base, keyword);
    const after = own(head, keyword);
    // Only compared when both sides use the keyword; see README "Not covered".
    if (!Array.isArray(before) || !Array.isArray(after)) continue;
    for (let index = 0; index < Math.max(before.length, after.length); index++) {
      const segment = `${keyword}[${index}]`;
      if (index >= before.length) {
        emit(segment, 'branch-added', 'widening', `Branch ${index} of ${keyword} was added.`);
      } else if (index >= after.length) {
        emit(segment, 'branch-removed', 'narrowing', `Branch ${index} of ${keyword} was removed.`);
      } else {
        enqueue(before[index], after[index], segment);
      }
    }
  }
}

function compareProperties(
  base: JsonObject,
  head: JsonObject,
  direction: Direction,
  emit: EmitAt,
  enqueue: Enqueue,
): void {
  const before = own(base, 'properties');
  const after = own(head, 'properties');
  const requiredBefore = requiredNames(base);
  const requiredAfter = requiredNames(head);
  const names = new Set([...unionKeys(before, after), ...requiredBefore, ...requiredAfter]);

  for (const name of [...names].sort(compareText)) {
    const inBase = isObject(before) && Object.hasOwn(before, name);
    const inHead = isObject(after) && Object.hasOwn(after, name);
    const nowRequired = requiredAfter.has(name);
    if (inHead && !inBase) {
      // A new required property rejects every old request, which never sent it.
      const effect: Effect = nowRequired ? 'narrowing' : 'compatible';
      const kind = nowRequired ? 'Required property' : 'Property';
      emit(name, `${direction}-property-added`, effect, `${kind} '${name}' was added.`);
      continue;
    }
    if (inBase && !inHead) {
      emit(name, `${direction}-property-removed`, 'breaking', `Property '${name}' was removed.`);
      continue;
    }
    const wasRequired = requiredBefore.has(name);
    if (nowRequired && !wasRequired) {
      emit(name, 'required-added', 'narrowing', `Property '${name}' is now required.`, false, true);
    } else if (wasRequired && !nowRequired) {
      emit(name, 'required-removed', 'widening', `Property '${name}' is no longer required.`, true, false);
    }
    if (inBase && inHead) enqueue(before[name], after[name], name);
  }
}

function requiredNames(schema: JsonObject): Set<string> {
  const names = own(schema, 'required');
  return new Set(
    Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [],
  );
}

function join(path: string, segment: string): string {
  if (path === '' || segment === '') return path + segment;
  return segment.startsWith('[') ? `${path}${segment}` : `${path}.${segment}`;
}
