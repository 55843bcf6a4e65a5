import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress } from './private-addresses';

/**
 * Where webhooks may be sent: anywhere public, and the private, loopback or link-local hosts
 * `allowHosts` names (`WEBHOOK_ALLOW_HOSTS`: host names or addresses, compared exactly).
 */
export interface WebhookTargets {
  allowHosts: readonly string[];
}

/** A target URL refused, with the reason a user can act on. */
export class RefusedTarget extends Error {}

/** The URL's host as compared with `allowHosts`: lower case, an IPv6 address without brackets. */
const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[|\]$/g, '');

/** The target as a URL, checked without resolving: http(s), no credentials in it. */
export function parseTarget(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RefusedTarget('is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new RefusedTarget('must be an http or https URL');
  if (url.username || url.password) throw new RefusedTarget('must not carry a user name or password');
  return url;
}

/**
 * Resolves the target's host and checks every address it has (an address literal is checked as
 * it is): a host that resolves to any blocked address is refused unless allowed by name.
 */
export async function checkTarget(text: string, targets: WebhookTargets): Promise<URL> {
  const url = parseTarget(text);
  const host = hostOf(url);
  if (targets.allowHosts.includes(host)) return url;
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    throw new RefusedTarget(`names a host that does not resolve (${host})`);
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
    throw new RefusedTarget(
      `points at a private, loopback or link-local address (${host}); WEBHOOK_ALLOW_HOSTS can allow it`,
    );
  }
  return url;
}

/**
 * A socket lookup for sending to `url` that checks again every address it connects to, so a
 * host whose records changed after `checkTarget` (DNS rebinding) still cannot reach a blocked one.
 */
export function guardedLookup(url: URL, targets: WebhookTargets): LookupFunction {
  const allowed = targets.allowHosts.includes(hostOf(url));
  return (hostname, options, callback) => {
    lookup(hostname, { all: true, verbatim: true }).then(
      (addresses) => {
        const refused = !allowed && (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address)));
        if (refused) {
          callback(new RefusedTarget(`${hostname} resolves to a blocked address`), '', 0);
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
