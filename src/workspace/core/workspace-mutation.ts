import {
  MutationObserver,
  useMutation,
  useQueryClient,
  type MutationOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { Connection } from '../../client/connection';
import { partKey, type WorkspacePart } from './workspace-queries';

/** One query's data changed at once, before the service answers, and put back if the write fails. */
export interface OptimisticUpdate<V> {
  queryKey: QueryKey;
  /** The data as it will be once `variables` are written; `data` is undefined where nothing is loaded. */
  update(data: unknown, variables: V): unknown;
}

/** What a failed write says in its toast; the error's own message by default. */
export interface FailureToast {
  title?: string;
  message: string;
}

/** A workspace write: the call, what it changes at once, what it reads anew, and what a failure says. */
export interface WorkspaceWrite<V, R> {
  /** The write itself: a call on the workspace's backends. */
  write(variables: V): Promise<R>;
  /** The parts whose queries are read anew once the write has settled, answered or failed. */
  parts: readonly WorkspacePart[];
  /** The queries the write changes at once; rolled back when it fails. */
  optimistic?: (variables: V) => OptimisticUpdate<V>[];
  /** A change outside the query cache made at once (this page's session); answers its undo, run on failure. */
  atOnce?: (variables: V) => () => void;
  /**
   * The toast of a failure, or false where the caller says it itself (a note says "not saved"
   * beside it): `mutateAsync` rejects either way.
   */
  failure: ((error: Error, variables: V) => FailureToast) | false;
  /** After the service answered, before the parts are read anew (a toast, the session). */
  succeeded?(result: R, variables: V): void | Promise<void>;
}

/** What a write changed at once: the queries' data before it, and the undo of the rest. */
interface Before {
  queries: { queryKey: QueryKey; data: unknown }[];
  undo?: () => void;
}

/**
 * The mutation options of `spec` on `connection`: the optimistic updates applied before the write
 * (running reads of those queries cancelled, so a late answer cannot undo them), rolled back and
 * told in a red toast on failure, and the parts invalidated once it settled.
 */
export function workspaceMutationOptions<V, R>(
  queryClient: QueryClient,
  connection: Connection,
  spec: WorkspaceWrite<V, R>,
): MutationOptions<R, Error, V, Before> {
  return {
    mutationFn: (variables) => spec.write(variables),
    onMutate: async (variables) => {
      const updates = spec.optimistic?.(variables) ?? [];
      await Promise.all(updates.map(({ queryKey }) => queryClient.cancelQueries({ queryKey })));
      const queries = updates.map(({ queryKey, update }) => {
        const data = queryClient.getQueryData(queryKey);
        if (data !== undefined) queryClient.setQueryData(queryKey, update(data, variables));
        return { queryKey, data };
      });
      return { queries, undo: spec.atOnce?.(variables) };
    },
    onSuccess: (result, variables) => spec.succeeded?.(result, variables),
    onError: (error, variables, before) => {
      for (const { queryKey, data } of before?.queries ?? []) queryClient.setQueryData(queryKey, data);
      before?.undo?.();
      if (spec.failure) notifications.show({ color: 'red', ...spec.failure(error, variables) });
    },
    onSettled: () =>
      Promise.all(spec.parts.map((part) => queryClient.invalidateQueries({ queryKey: partKey(connection, part) }))),
  };
}

/** Says a failed write's own message. */
export const sayError = (title: string) => (error: Error) => ({ title, message: error.message });

/**
 * A workspace write as a TanStack mutation (see {@link workspaceMutationOptions}). `run` answers
 * whether it was written (a failure has been told by then); `mutateAsync` rejects instead.
 */
export function useWorkspaceMutation<V, R>(connection: Connection, spec: WorkspaceWrite<V, R>) {
  const queryClient = useQueryClient();
  const mutation = useMutation(workspaceMutationOptions(queryClient, connection, spec));
  const run = (variables: V): Promise<boolean> =>
    mutation.mutateAsync(variables).then(
      () => true,
      () => false,
    );
  return { ...mutation, run };
}

/** Runs `spec` with `variables` outside a component (the card actions' callbacks); rejects on failure. */
export function runWorkspaceMutation<V, R>(
  queryClient: QueryClient,
  connection: Connection,
  spec: WorkspaceWrite<V, R>,
  variables: V,
): Promise<R> {
  return new MutationObserver(queryClient, workspaceMutationOptions(queryClient, connection, spec)).mutate(variables);
}
