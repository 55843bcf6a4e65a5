import type { AdsClient } from '../client/ads-client';

const ids = new WeakMap<AdsClient, string>();
let next = 0;

/** A stable id per client instance, for callers that have no connection id of their own. */
export function clientConnectionId(client: AdsClient): string {
  let id = ids.get(client);
  if (id === undefined) {
    next += 1;
    id = `client-${next}`;
    ids.set(client, id);
  }
  return id;
}
