import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got, with when it arrived and when it was answered (unix ms). */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  startedAt: number;
  answeredAt: number;
}

/** How the receiver answers a request: a status after a delay, and optionally a `Location`. */
export interface ReceiverAnswer {
  status: number;
  delayMs?: number;
  location?: string;
}

/**
 * A real HTTP server on a loopback port that records every request, answers each as `answer`
 * says, and counts how many requests carrying one delivery id it was answering at the same time.
 */
export async function startWebhookReceiver(answer: (request: { path: string; nth: number }) => ReceiverAnswer) {
  const received: Received[] = [];
  const inFlight = new Map<string, number>();
  let mostAtOnce = 0;
  let nth = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    const startedAt = Date.now();
    const id = String(req.headers['x-delivery-id'] ?? '');
    inFlight.set(id, (inFlight.get(id) ?? 0) + 1);
    mostAtOnce = Math.max(mostAtOnce, inFlight.get(id)!);
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      nth += 1;
      const reply = answer({ path: req.url ?? '', nth });
      setTimeout(() => {
        inFlight.set(id, inFlight.get(id)! - 1);
        received.push({
          path: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          startedAt,
          answeredAt: Date.now(),
        });
        res.writeHead(reply.status, reply.location ? { location: reply.location } : {});
        res.end('ok');
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    /** The most requests of one delivery id it was ever answering at once. */
    mostAtOnce: () => mostAtOnce,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
