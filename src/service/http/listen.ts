import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';

type FetchHandler = (request: Request) => Response | Promise<Response>;

/** A listening server and how to stop it. */
export interface Listening {
  server: Server;
  /** The bound port; differs from the asked one when that was 0. */
  port: number;
  /** Stops accepting, ends idle keep-alive connections and resolves once every connection closed. */
  close(): Promise<void>;
}

/** Serves `fetch` on `hostname:port` (port 0 picks a free one). */
export function listen(fetch: FetchHandler, port: number, hostname: string): Promise<Listening> {
  const server = createAdaptorServer({ fetch }) as Server;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      const close = () =>
        new Promise<void>((done, fail) => {
          server.close((error) => (error ? fail(error) : done()));
          server.closeIdleConnections();
        });
      resolve({ server, port: (server.address() as AddressInfo).port, close });
    });
  });
}
