import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OptionRecord } from '../../../src/contract/filters';

/** A loopback stand-in for the filter-items operation of the v2 layout (fault-free, DESIGN §3 semantics). */
export interface OptionsStandIn {
  baseUrl: string;
  /** Query strings of every request, in order. */
  requests: URLSearchParams[];
  close(): Promise<void>;
}

/** Serves `options` at `/api/v2/ads/{platform}/filters/{filter}`: `search` matches labels case-insensitively (at most 50), `id` picks by key. */
export async function startOptionsStandIn(options: OptionRecord[]): Promise<OptionsStandIn> {
  const requests: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://loopback');
    requests.push(url.searchParams);
    const ids = url.searchParams.getAll('id').flatMap((v) => v.split(',')).filter(Boolean);
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const data = ids.length
      ? options.filter((o) => ids.includes(String(o.key)))
      : options.filter((o) => (o.label ?? '').toLowerCase().includes(search)).slice(0, 50);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 'ok', meta: { code: 1000, message: null }, data }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v2`,
    requests,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
