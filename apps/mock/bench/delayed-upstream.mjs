// A stand-in for a real environment, for `bench/proxy.mjs`: it answers each target after a fixed
// delay with the answer the sandbox gave it the first time (fetched once, then replayed as bytes),
// so that the proxy's cost can be read against a service that takes as long as one over a network.
// Usage: node bench/delayed-upstream.mjs <port> <sandbox base URL> <delay ms>; prints its URL once it listens.
import { createServer } from 'node:http';

const [port, sandbox, delayMs] = [Number(process.argv[2]), process.argv[3], Number(process.argv[4])];
/** The sandbox's answer to each target, as status, headers and bytes. */
const answers = new Map();

async function answerOf(target, headers) {
  let answer = answers.get(target);
  if (!answer) {
    const res = await fetch(`${sandbox}${target}`, { headers: { 'x-api-key': headers['x-api-key'] } });
    const body = Buffer.from(await res.arrayBuffer());
    const kept = { 'content-type': res.headers.get('content-type'), 'content-length': body.length };
    answers.set(target, (answer = { status: res.status, headers: kept, body }));
  }
  return answer;
}

createServer({ keepAliveTimeout: 5_000 }, (req, res) => {
  const answered = answerOf(req.url, req.headers);
  req.resume();
  setTimeout(async () => {
    const { status, headers, body } = await answered;
    res.writeHead(status, headers).end(body);
  }, delayMs);
}).listen(port, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${port}/`));
