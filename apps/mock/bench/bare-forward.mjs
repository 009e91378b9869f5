// The floor under the proxy's latency: a forwarder that checks nothing. It takes a request, sends it
// on over a kept-alive node:http connection as `--proxy` does, reads the answer whole and hands it
// back, so that `bench/proxy.mjs` can tell the second HTTP exchange's cost from the checks' cost.
// Usage: node bench/bare-forward.mjs <port> <upstream base URL>; prints its URL once it listens.
import { Agent, createServer, request } from 'node:http';

const [port, base] = [Number(process.argv[2]), new URL(process.argv[3])];
const agent = new Agent({ keepAlive: true });
const upstream = { host: base.hostname, port: base.port, agent };
/** The headers of one connection, which the next one sets for itself. */
const OWN = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
const kept = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !OWN.has(name)));

createServer({ keepAliveTimeout: 5_000 }, (req, res) => {
  const out = request(
    { ...upstream, method: req.method, path: req.url, headers: kept(req.headers) },
    (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        res
          .writeHead(answer.statusCode, { ...kept(answer.headers), 'content-length': body.length })
          .end(body);
      });
    },
  );
  out.on('error', () => res.writeHead(502).end());
  req.pipe(out);
}).listen(port, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${port}/`));
