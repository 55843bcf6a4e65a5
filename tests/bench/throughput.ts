import autocannon from 'autocannon';

/** What one autocannon run measured. */
export interface Throughput {
  requestsPerSecond: number;
  p99: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
}

/** POSTs `body` to `url` from `connections` connections for `seconds`, as fast as answers come. */
export async function throughput(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  connections: number,
  seconds: number,
): Promise<Throughput> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    connections,
    duration: seconds,
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, stat]) => [status, stat?.count ?? 0]),
  );
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, statuses };
}

/** Statements a second when `run` is kept `concurrency` at a time for `seconds`: the database's own ceiling. */
export async function rawThroughput(
  run: () => Promise<unknown>,
  concurrency: number,
  seconds: number,
): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const loop = async () => {
    while (performance.now() < until) {
      await run();
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  return done / ((performance.now() - started) / 1000);
}
