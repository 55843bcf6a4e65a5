import { notifyManager, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createAppQueryClient } from '../../src/app/query-client';

describe('createAppQueryClient', () => {
  it('hands an answer to its observers in the task that received it, before a timer set then', async () => {
    const client = createAppQueryClient();
    let answer: (value: string) => void = () => {};
    const observer = new QueryObserver(client, {
      queryKey: ['answer'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const order: string[] = [];
    // As `useQuery` subscribes a component: through the batched notifications.
    const unsubscribe = observer.subscribe(
      notifyManager.batchCalls((result) => {
        if (result.data !== undefined) order.push(`observer: ${result.data}`);
      }),
    );
    // Premise: subscribing started the fetch, which waits for its answer.
    expect(client.isFetching()).toBe(1);

    answer('ads');
    setTimeout(() => order.push('timer'));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(order).toEqual(['observer: ads', 'timer']);
    unsubscribe();
  });
});
