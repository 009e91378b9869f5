#!/usr/bin/env node
// Compares two V8 heap snapshots (the soak's start.heapsnapshot and end.heapsnapshot) by constructor:
// how many objects, their own size, and the size they retain (what a collection would free if they
// went), the way the Memory tab of Chrome's DevTools groups them. A leak shows as a class whose count
// and retained size climb between the two; a heap that only settled shows none.
//   node bench/heap-diff.mjs <start.heapsnapshot> <end.heapsnapshot> [rows] [Class,Class]
// prints the `rows` classes (default 20) whose retained size changed most, then the classes named.
// Retained sizes come from the dominator tree of the object graph, weak references left out (they
// keep nothing alive), computed with the iterative algorithm of Cooper, Harvey and Kennedy (2001).
import { readFileSync } from 'node:fs';

/** The snapshot's graph: per node its class, own size and outgoing strong edges (CSR arrays). */
function readGraph(file) {
  const { snapshot, nodes, edges, strings } = JSON.parse(readFileSync(file, 'utf8'));
  const { node_fields: nf, edge_fields: ef, node_types: nt, edge_types: et } = snapshot.meta;
  const [nType, nName, nSize, nEdges] = ['type', 'name', 'self_size', 'edge_count'].map((f) => nf.indexOf(f));
  const [eType, eTo] = ['type', 'to_node'].map((f) => ef.indexOf(f));
  const weak = et[eType].indexOf('weak');
  const count = nodes.length / nf.length;
  const className = new Array(count);
  const size = new Float64Array(count);
  const first = new Uint32Array(count + 1);
  const targets = [];
  for (let i = 0, e = 0; i < count; i++) {
    const type = nt[nType][nodes[i * nf.length + nType]];
    const name = strings[nodes[i * nf.length + nName]];
    // The synthetic nodes are the root and the groups of GC roots, not objects.
    className[i] =
      type === 'synthetic' ? undefined : type === 'object' || type === 'native' ? name : `(${type})`;
    size[i] = nodes[i * nf.length + nSize];
    first[i] = targets.length;
    for (let k = nodes[i * nf.length + nEdges]; k > 0; k--, e += ef.length)
      if (edges[e + eType] !== weak) targets.push(edges[e + eTo] / nf.length);
  }
  first[count] = targets.length;
  return { count, className, size, first, to: Uint32Array.from(targets) };
}

/** Nodes reachable from the root (node 0) in depth-first postorder, and each node's rank in it. */
function postorder({ count, first, to }) {
  const order = [];
  const rank = new Int32Array(count).fill(-1);
  const seen = new Uint8Array(count);
  const stack = [0];
  const next = new Uint32Array(count);
  seen[0] = 1;
  next[0] = first[0];
  while (stack.length > 0) {
    const v = stack[stack.length - 1];
    if (next[v] < first[v + 1]) {
      const w = to[next[v]++];
      if (!seen[w]) {
        seen[w] = 1;
        next[w] = first[w];
        stack.push(w);
      }
    } else {
      rank[v] = order.length;
      order.push(stack.pop());
    }
  }
  return { order, rank };
}

/** The immediate dominator of each reachable node (the root's is itself; -1 for unreachable ones). */
function dominators(graph, { order, rank }) {
  const preds = Array.from({ length: graph.count }, () => []);
  for (const v of order) for (let e = graph.first[v]; e < graph.first[v + 1]; e++) preds[graph.to[e]].push(v);
  const idom = new Int32Array(graph.count).fill(-1);
  idom[0] = 0;
  const intersect = (a, b) => {
    while (a !== b) {
      while (rank[a] < rank[b]) a = idom[a];
      while (rank[b] < rank[a]) b = idom[b];
    }
    return a;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (let i = order.length - 2; i >= 0; i--) {
      const v = order[i];
      let dom = -1;
      for (const p of preds[v]) if (idom[p] !== -1) dom = dom === -1 ? p : intersect(p, dom);
      if (dom !== idom[v]) {
        idom[v] = dom;
        changed = true;
      }
    }
  }
  return idom;
}

/**
 * Per class: objects, own bytes and retained bytes. An object counts towards its class's retained
 * size only when no object of the same class dominates it, so that nothing is counted twice.
 */
function byClass(file) {
  const graph = readGraph(file);
  const walk = postorder(graph);
  const idom = dominators(graph, walk);
  const retained = Float64Array.from(graph.size);
  for (const v of walk.order) if (v !== 0) retained[idom[v]] += retained[v];
  const children = Array.from({ length: graph.count }, () => []);
  for (const v of walk.order) if (v !== 0) children[idom[v]].push(v);
  const classes = new Map();
  const open = new Map();
  // Depth-first over the dominator tree, counting how many of each class are open above a node.
  const stack = [[0, false]];
  while (stack.length > 0) {
    const [v, leaving] = stack.pop();
    const name = graph.className[v];
    if (name === undefined) {
      for (const w of children[v]) stack.push([w, false]);
      continue;
    }
    if (leaving) {
      open.set(name, open.get(name) - 1);
      continue;
    }
    const c = classes.get(name) ?? { count: 0, self: 0, retained: 0 };
    classes.set(name, c);
    c.count += 1;
    c.self += graph.size[v];
    if (!open.get(name)) c.retained += retained[v];
    open.set(name, (open.get(name) ?? 0) + 1);
    stack.push([v, true]);
    for (const w of children[v]) stack.push([w, false]);
  }
  return { classes, total: retained[0] };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
const signed = (n, f = String) => (n > 0 ? `+${f(n)}` : n < 0 ? `-${f(-n)}` : '0');

/** One row: objects, own size and retained size at start → end, and the change of the retained size. */
function row({ name, a, b, delta }) {
  const label = name.length > 34 ? `${name.slice(0, 33)}…` : name;
  const cells = [
    `${a.count}→${b.count}`,
    `${kb(a.self)}→${kb(b.self)}`,
    `${kb(a.retained)}→${kb(b.retained)}`,
  ];
  return `${label.padEnd(34)} ${cells[0].padStart(13)} ${cells[1].padStart(19)} ${cells[2].padStart(19)} ${signed(delta, kb).padStart(8)}`;
}

function main([startFile, endFile, rows = '20', named = '']) {
  if (!startFile || !endFile) {
    process.stderr.write(
      'usage: node heap-diff.mjs <start.heapsnapshot> <end.heapsnapshot> [rows] [Class,Class]\n',
    );
    process.exit(2);
  }
  const start = byClass(startFile);
  const end = byClass(endFile);
  const empty = { count: 0, self: 0, retained: 0 };
  const names = new Set([...start.classes.keys(), ...end.classes.keys()]);
  const diff = [...names].map((name) => {
    const a = start.classes.get(name) ?? empty;
    const b = end.classes.get(name) ?? empty;
    return { name, a, b, delta: b.retained - a.retained };
  });
  diff.sort((x, y) => Math.abs(y.delta) - Math.abs(x.delta));
  console.log(
    `reachable heap: ${kb(start.total)} at start, ${kb(end.total)} at end (${signed(end.total - start.total, kb)})`,
  );
  console.log(
    `${'constructor'.padEnd(34)} ${'objects'.padStart(13)} ${'own size'.padStart(19)} ${'retained'.padStart(19)}`,
  );
  for (const d of diff.slice(0, Number(rows))) console.log(row(d));
  for (const name of named.split(',').filter(Boolean)) {
    const d = diff.find((x) => x.name === name);
    console.log(d ? row(d) : `${name}: not in either snapshot`);
  }
}

main(process.argv.slice(2));
