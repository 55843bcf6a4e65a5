/**
 * A clock the test moves by hand, for a service and ingestion that take `clock` (unix ms). Snapshots
 * are cut at whole seconds, so what is written in one second shows only in snapshots cut after it:
 * `nextSecond()` moves there without waiting.
 */
export function createTestClock() {
  let now = Date.now();
  return {
    clock: () => now,
    /** Moves to the start of the next whole second (plus 1 ms). */
    nextSecond() {
      now = (Math.floor(now / 1000) + 1) * 1000 + 1;
    },
    advance(ms: number) {
      now += ms;
    },
    /**
     * Moves past the second of the system clock's present: call it once the demo catalogue is
     * seeded (stamped by the system clock), so every seeded ad is in the next snapshot.
     */
    passSystemClock() {
      now = Math.max(now, Date.now());
      this.nextSecond();
    },
  };
}
