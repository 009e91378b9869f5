// A server on its port, or the failure to start that says what is wrong in one line: the mock's
// own port and the metrics port (metrics.ts) alike, each named by its flag.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StartupError } from '../core/errors.js';

export function listen(server: Server, port: number, host: string, flag = '--port'): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      const why =
        error.code === 'EADDRINUSE'
          ? `port ${port} on ${host} is already in use; choose another with ${flag}`
          : error.code === 'EACCES'
            ? `no permission to listen on ${host}:${port}; choose a port above 1023`
            : error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND'
              ? `cannot listen on host ${host}: ${error.code}`
              : undefined;
      reject(why ? new StartupError(why) : error);
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** `http://<address>:<port>`, an IPv6 address in brackets. */
export const originOf = (address: AddressInfo): string =>
  `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
