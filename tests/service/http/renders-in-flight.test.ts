import { describe, expect, it } from 'vitest';
import { rendersInFlight } from '../../../src/service/http/renders-in-flight';
import { gate, hasSettled } from '../../utils/gate';

describe('renders in flight', () => {
  it('are settled at once when none runs', async () => {
    expect(await hasSettled(rendersInFlight().settled())).toBe(true);
  });

  it('are settled once every render has ended, a failed one too, also one added while waiting', async () => {
    const running = rendersInFlight();
    const [first, second, third] = [gate(), gate(), gate()];
    running.add(first.held);
    running.add(second.held);
    expect(running.count()).toBe(2);
    const waiting = running.settled();
    first.open();
    second.refuse(new Error('render failed'));
    running.add(third.held);
    expect(await hasSettled(waiting)).toBe(false);
    expect(running.count()).toBe(1);
    third.open();
    expect(await hasSettled(waiting)).toBe(true);
    expect(running.count()).toBe(0);
  });
});
