import { useEffect, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Callout } from '../ui/callout';
import classes from './still-waiting.module.css';

/** How long a request may run before the page says it is still waiting. */
const STILL_WAITING_AFTER_MS = 4000;

/**
 * Whether some query has been fetching (retries included) for `afterMs` or more, read from the
 * query cache's events; `onFetchStart` hears every fetch that starts.
 */
function useWaitingLong(client: QueryClient, afterMs: number, onFetchStart: () => void): boolean {
  const [waitingLong, setWaitingLong] = useState(false);
  useEffect(() => {
    // Queries already fetching count from now: this effect runs again when `onFetchStart` changes,
    // as Try again's fetches start, and a fetch sends no event again until it ends.
    const started = new Map<string, number>(
      client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.fetchStatus === 'fetching')
        .map((query) => [query.queryHash, Date.now()]),
    );
    const check = () => {
      const now = Date.now();
      setWaitingLong([...started.values()].some((since) => now - since >= afterMs));
    };
    let subscribed = true;
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      const hash = event.query.queryHash;
      const fetching = event.type !== 'removed' && event.query.state.fetchStatus === 'fetching';
      const fetchStarted = fetching && !started.has(hash);
      if (fetchStarted) started.set(hash, Date.now());
      else if (!fetching) started.delete(hash);
      // The cache speaks while other parts render (a query that suspends starts fetching in its
      // render): this part's state changes once that render is over, not inside it. A fetch that
      // started is told of even where that render ended this subscription; the times it kept
      // count no longer.
      queueMicrotask(() => {
        if (fetchStarted) onFetchStart();
        if (subscribed) check();
      });
    });
    const timer = window.setInterval(check, 500);
    return () => {
      subscribed = false;
      unsubscribe();
      window.clearInterval(timer);
    };
  }, [client, afterMs, onFetchStart]);
  return waitingLong;
}

const noop = () => undefined;

/**
 * Says when the service has not answered for a few seconds and lets the user stop waiting (every
 * running request is aborted); once stopped, offers to try again.
 */
export function StillWaiting() {
  const client = useQueryClient();
  const [stopped, setStopped] = useState(false);
  const waitingLong = useWaitingLong(client, STILL_WAITING_AFTER_MS, stopped ? () => setStopped(false) : noop);
  if (!waitingLong && !stopped) return null;

  const stop = () => {
    void client.cancelQueries({ fetchStatus: 'fetching' });
    setStopped(true);
  };
  const retry = () => {
    setStopped(false);
    void client.refetchQueries({ type: 'active', predicate: (query) => query.state.status !== 'success' });
  };
  return (
    <Callout role="status" tone={stopped ? 'gray' : 'yellow'} icon={<IconHourglass />} className={classes.notice}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">
          {stopped ? 'Stopped waiting for the service.' : 'Still waiting for the service to answer…'}
        </Text>
        {stopped ? (
          <Button size="xs" variant="light" onClick={retry}>
            Try again
          </Button>
        ) : (
          <Button size="xs" variant="light" color="yellow" onClick={stop}>
            Stop waiting
          </Button>
        )}
      </Group>
    </Callout>
  );
}
