import { describe, expect, it } from 'vitest';
import { rendersInFlight } from '../../../src/service/http/renders-in-flight';

/** A promise and the functions that settle it. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Whether `promise` has settled once the tasks queued now have run. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((done) => setTimeout(done, 0));
  return settled;
}

describe('renders in flight', () => {
  it('are settled at once when none runs', async () => {
    expect(await hasSettled(rendersInFlight().settled())).toBe(true);
  });

  it('are settled once every render has ended, a failed one too, also one added while waiting', async () => {
    const running = rendersInFlight();
    const [first, second, third] = [deferred(), deferred(), deferred()];
    running.add(first.promise);
    running.add(second.promise);
    expect(running.count()).toBe(2);
    const waiting = running.settled();
    first.resolve();
    second.reject(new Error('render failed'));
    running.add(third.promise);
    expect(await hasSettled(waiting)).toBe(false);
    expect(running.count()).toBe(1);
    third.resolve();
    expect(await hasSettled(waiting)).toBe(true);
    expect(running.count()).toBe(0);
  });
});
