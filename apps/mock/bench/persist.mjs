#!/usr/bin/env node
// `pnpm --filter @dispute-api/mock bench:persist`: what `createSandbox({ persist })` costs a request.
// Two sandboxes under msw/node, one with a Web Storage and one without, take turns on the same
// requests: a write (`POST /alerts/{id}/outcome`, which saves the records, the scenarios and the
// journal) and a read (`GET /alerts?limit=25`, which saves the journal). The storage is a Map, so
// the figures are the mock's own work (snapshot and JSON); a browser's `sessionStorage.setItem` adds
// its copy of the same text. Then the start of a sandbox that finds a stored one, against a fresh one.
// Prints medians; the last line, exactly: `persist: write +X.XX ms, read +Y.YY ms per request, restore Z ms`.
import { setupServer } from 'msw/node';
import { createSandbox } from '../dist/msw/index.js';

const ROUNDS = Number(process.env.PERSIST_ROUNDS ?? 200);
const KEY = { 'x-api-key': 'local-dev-key' };
const ALERT = '6601a7c3e4b0c1d2e3f40a11';

class MapStorage {
  items = new Map();
  getItem = (k) => this.items.get(k) ?? null;
  setItem = (k, v) => void this.items.set(k, v);
  removeItem = (k) => void this.items.delete(k);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const storage = new MapStorage();
const plain = createSandbox({ baseUrl: 'http://plain.bench' });
const kept = createSandbox({ baseUrl: 'http://kept.bench', persist: storage });
const server = setupServer(...plain.handlers, ...kept.handlers);
server.listen({ onUnhandledFrame: 'error' });

const requests = {
  write: (base, i) =>
    fetch(`${base}/public/2025-04-01/alerts/${ALERT}/outcome`, {
      method: 'POST',
      headers: { ...KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: i % 2 ? 'refunded' : 'duplicate' }),
    }),
  read: (base) => fetch(`${base}/public/2025-04-01/alerts?limit=25`, { headers: KEY }),
};

async function timed(send, base, i) {
  const started = performance.now();
  await (await send(base, i)).arrayBuffer();
  return performance.now() - started;
}

const extra = {};
try {
  for (const [name, send] of Object.entries(requests)) {
    const times = { plain: [], kept: [] };
    for (let i = 0; i < ROUNDS + 20; i++) {
      const [a, b] = [await timed(send, 'http://plain.bench', i), await timed(send, 'http://kept.bench', i)];
      // The first rounds warm up the code paths (JIT) and fill the journal to its size.
      if (i >= 20) (times.plain.push(a), times.kept.push(b));
    }
    extra[name] = median(times.kept) - median(times.plain);
    console.log(
      `${name}: ${median(times.plain).toFixed(2)} ms without persist, ${median(times.kept).toFixed(2)} ms with`,
    );
  }
  const stored = [...storage.items.values()].reduce((n, text) => n + text.length, 0);
  console.log(`stored: ${(stored / 1024).toFixed(0)} KiB of JSON`);
  const starts = { fresh: [], restored: [] };
  for (let i = 0; i < 15; i++) {
    let t = performance.now();
    createSandbox({ baseUrl: 'http://fresh.bench' });
    starts.fresh.push(performance.now() - t);
    t = performance.now();
    createSandbox({ baseUrl: 'http://kept.bench', persist: storage });
    starts.restored.push(performance.now() - t);
  }
  console.log(
    `start: ${median(starts.fresh).toFixed(1)} ms fresh, ${median(starts.restored).toFixed(1)} ms restoring`,
  );
  const restore = median(starts.restored) - median(starts.fresh);
  console.log(
    `persist: write +${extra.write.toFixed(2)} ms, read +${extra.read.toFixed(2)} ms per request, restore ${restore.toFixed(1)} ms`,
  );
} finally {
  server.close();
}
