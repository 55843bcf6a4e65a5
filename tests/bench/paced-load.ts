import http from 'node:http';
import { percentile } from './latency';
import type { Throughput } from './throughput';

/** One request of a paced load: a POST of `body` to `path`. */
export interface PacedRequest {
  path: string;
  body: string;
}

/**
 * Sends `requests` in turn to `origin` at `rate` a second, evenly spaced, for `seconds`, over at
 * most `connections` kept-alive connections, whatever the answers take (an open loop, as users
 * arrive): the latency a service holds at that rate. Each request's time counts from when it was
 * due, so a request that waited for a free connection or a late timer is not timed as on time.
 * autocannon's `overallRate` is no such load: each connection sends its share of a second as fast
 * as it can when the second begins, so every second starts with a burst.
 */
export async function pacedLoad(
  origin: string,
  headers: Record<string, string>,
  requests: PacedRequest[],
  { rate, seconds, connections }: { rate: number; seconds: number; connections: number },
): Promise<Throughput & { p50: number }> {
  const { hostname, port } = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const post = ({ path, body }: PacedRequest) =>
    new Promise<number>((done, fail) => {
      const request = http.request(
        {
          host: hostname,
          port,
          path,
          method: 'POST',
          agent,
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (answer) => {
          answer.resume();
          answer.on('end', () => done(answer.statusCode ?? 0));
        },
      );
      request.on('error', fail);
      request.end(body);
    });
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const sent: Promise<void>[] = [];
  const started = performance.now();
  try {
    for (let n = 0; n < rate * seconds; n += 1) {
      const due = started + (n * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      sent.push(
        post(requests[n % requests.length]!).then((status) => {
          times.push(performance.now() - due);
          statuses[status] = (statuses[status] ?? 0) + 1;
        }),
      );
    }
    await Promise.all(sent);
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  const elapsed = (performance.now() - started) / 1000;
  return {
    requestsPerSecond: times.length / elapsed,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    statuses,
  };
}
