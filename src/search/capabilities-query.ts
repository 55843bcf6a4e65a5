import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Connection } from '../client/connection';
import type { Extension } from '../contract/extensions/capabilities';

/** The extensions a deployment offers (DESIGN §8), asked once per connection. */
export function capabilitiesQueryOptions(connection: Connection) {
  return queryOptions({
    queryKey: ['capabilities', connection.id] as const,
    queryFn: ({ signal }) => connection.client.capabilities({ signal }),
    staleTime: Infinity,
  });
}

/** Whether the connected deployment offers `extension`; false until it says so, and when it cannot be asked. */
export function useCapability(connection: Connection, extension: Extension): boolean {
  const { data } = useQuery({ ...capabilitiesQueryOptions(connection), select: (list) => list.includes(extension) });
  return data === true;
}
