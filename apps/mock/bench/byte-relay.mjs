// The floor under any forwarding at all, for `bench/proxy.mjs`: each connection is piped to a
// connection of its own to the upstream, byte for byte, without reading HTTP. Nothing that forwards
// on loopback can be faster; what a forwarder that reads HTTP (bare-forward.mjs) adds beyond this
// is the cost of parsing and writing two HTTP exchanges.
// Usage: node bench/byte-relay.mjs <port> <upstream base URL>; prints its URL once it listens.
import { connect, createServer } from 'node:net';

const [port, base] = [Number(process.argv[2]), new URL(process.argv[3])];

createServer({ noDelay: true }, (caller) => {
  const upstream = connect({ host: base.hostname, port: Number(base.port), noDelay: true });
  caller.pipe(upstream).pipe(caller);
  caller.on('error', () => upstream.destroy());
  upstream.on('error', () => caller.destroy());
}).listen(port, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${port}/`));
