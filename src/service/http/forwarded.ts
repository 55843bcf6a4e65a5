import type { Http2Bindings, HttpBindings } from '@hono/node-server';

/** What the service's handlers get beside a request: Node's, and the client's address when a proxy told it. */
export type ServiceBindings = (HttpBindings | Http2Bindings) & { clientAddress?: string };

export type FetchHandler = (request: Request, env: ServiceBindings) => Response | Promise<Response>;

/** An address as `TRUSTED_PROXIES` and the per-address limits write it: IPv4-mapped IPv6 as IPv4, lower case. */
export const plainAddress = (address: string) =>
  address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** A comma-separated header's entries, in order. */
const entries = (header: string | null) =>
  (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The request's URL as the client asked the proxy for it: protocol and host from the forwarded headers. */
function forwardedUrl(request: Request): string {
  const url = new URL(request.url);
  const [proto] = entries(request.headers.get('x-forwarded-proto'));
  const [host] = entries(request.headers.get('x-forwarded-host'));
  if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`;
  if (host && /^[\w.-]+(:\d+)?$|^\[[\da-f:.]+\](:\d+)?$/i.test(host)) {
    // Setting `host` without a port would keep the service's own.
    const asked = new URL(`${url.protocol}//${host}`);
    url.hostname = asked.hostname;
    url.port = asked.port;
  }
  return url.href;
}

/**
 * `fetch` behind the reverse proxies at the addresses `trusted` (`TRUSTED_PROXIES`): a request one
 * of them sends is read as its client sent it to the proxy. Its URL, which the links and media
 * URLs of the answers are made from, takes `X-Forwarded-Proto` and `X-Forwarded-Host`; its client
 * address, which the per-address limits count, is the nearest `X-Forwarded-For` entry that is not
 * a trusted proxy. Anyone else's forwarded headers are ignored: a client can write them.
 */
export function behindProxies(trusted: readonly string[], fetch: FetchHandler): FetchHandler {
  const proxies = new Set(trusted.map(plainAddress));
  return (request, env) => {
    const peer = env.incoming.socket.remoteAddress;
    if (!peer || !proxies.has(plainAddress(peer))) return fetch(request, env);
    const chain = entries(request.headers.get('x-forwarded-for')).map(plainAddress);
    const client = chain.findLast((address) => !proxies.has(address)) ?? chain[0] ?? plainAddress(peer);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const forwarded = new Request(forwardedUrl(request), {
      method: request.method,
      headers: request.headers,
      body: hasBody ? request.body : null,
      signal: request.signal,
      ...(hasBody && { duplex: 'half' }),
    } as RequestInit);
    return fetch(forwarded, { ...env, clientAddress: client });
  };
}
