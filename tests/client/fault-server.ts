import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the fault server received it. */
export interface CapturedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

export type FaultHandler = (request: CapturedRequest, response: ServerResponse) => void;

/**
 * A loopback HTTP server that answers whatever the current test tells it to, for faults the
 * real service cannot produce (proxy pages, cut bodies, silence), and records every request.
 */
export async function startFaultServer() {
  const requests: CapturedRequest[] = [];
  let handler: FaultHandler = (_, response) => response.writeHead(500).end();
  const server = createServer((incoming: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: CapturedRequest = {
        method: incoming.method ?? '',
        url: new URL(incoming.url ?? '/', 'http://127.0.0.1'),
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    baseUrl: (version: 'v1' | 'v2') => `http://127.0.0.1:${port}/api/${version}`,
    respond(next: FaultHandler) {
      handler = next;
    },
    /** Answers a JSON value with the given status. */
    json(status: number, value: unknown, headers: Record<string, string> = {}) {
      handler = (_, response) =>
        response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value));
    },
    close(): Promise<void> {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port on loopback that nothing listens on (it was just bound and released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
