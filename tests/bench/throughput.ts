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
