// A real HTTP server on loopback for the tests that need real sockets: the client's (connection
// resets, chunked and length-framed bodies, the raw header lines it puts on the wire) and the
// proxy's (the service behind it). It keeps every request it receives, so a test can tell what
// arrived and how often.
import { createServer } from 'node:http';

/**
 * Starts a server on a free loopback port; `handler(req, res, index)` answers each request once its
 * body has arrived, `index` being its place in `received`.
 */
export async function localServer(handler) {
  const received = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        rawHeaders: req.rawHeaders,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      handler(req, res, received.length - 1);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
