import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { behindProxies, type FetchHandler } from './forwarded';

/** A listening server and how to stop it. */
export interface Listening {
  server: Server;
  /** The bound port; differs from the asked one when that was 0. */
  port: number;
  /** Stops accepting, ends idle keep-alive connections and resolves once every connection closed. */
  close(): Promise<void>;
}

/** Why a server could not listen, said as what to do about it where the cause is a common one. */
function listenError(error: NodeJS.ErrnoException, port: number, hostname: string): Error {
  if (error.code === 'EADDRINUSE') {
    return new Error(`port ${port} on ${hostname} is in use by another program: stop it, or set PORT to a free port`);
  }
  if (error.code === 'EACCES') {
    return new Error(`this user may not listen on port ${port} on ${hostname}: set PORT to one above 1023`);
  }
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
    return new Error(`${hostname} is not an address of this machine: set HOST to one of its own, or 0.0.0.0 for all`);
  }
  return error;
}

/**
 * Serves `fetch` on `hostname:port` (port 0 picks a free one); requests from `trustedProxies` are
 * read as their clients sent them (`behindProxies`).
 */
export function listen(
  fetch: FetchHandler,
  port: number,
  hostname: string,
  trustedProxies: readonly string[] = [],
): Promise<Listening> {
  const handler = trustedProxies.length > 0 ? behindProxies(trustedProxies, fetch) : fetch;
  const server = createAdaptorServer({ fetch: handler }) as Server;
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => reject(listenError(error, port, hostname));
    server.once('error', failed);
    server.listen(port, hostname, () => {
      server.off('error', failed);
      const close = () =>
        new Promise<void>((done, fail) => {
          server.close((error) => (error ? fail(error) : done()));
          server.closeIdleConnections();
        });
      resolve({ server, port: (server.address() as AddressInfo).port, close });
    });
  });
}
