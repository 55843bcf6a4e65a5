import { describe, expect, it } from 'vitest';
import { ingestionLog } from '../../../src/service/demo/ingestion-log';

/** An ingestion log writing into `lines`, on a clock the test sets in seconds. */
function logAt() {
  const lines: string[] = [];
  const clock = { seconds: 0 };
  const { onBatch, onError } = ingestionLog(
    (line) => lines.push(line),
    60_000,
    () => clock.seconds * 1000,
  );
  return { lines, clock, onBatch, onError };
}

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('ingestion log', () => {
  it('tells the first batch at once, then sums the batches of each minute into one line', () => {
    const { lines, clock, onBatch } = logAt();

    onBatch({ added: 10, updated: 20, retired: 0 });
    expect(lines).toEqual(['Ingestion (first batch): 10 ads added, 20 updated, 0 retired']);

    for (clock.seconds = 1; clock.seconds < 60; clock.seconds += 1)
      onBatch({ added: 100, updated: 1000, retired: 100 });
    expect(lines).toHaveLength(1);
    clock.seconds = 60;
    onBatch({ added: 100, updated: 1000, retired: 100 });
    expect(lines.slice(1)).toEqual(['Ingestion (last 60 s): 6,000 ads added, 60,000 updated, 6,000 retired']);
  });

  it('tells a run of failed batches in one line with its reason, then once a minute, then that it resumed', () => {
    const { lines, clock, onBatch, onError } = logAt();
    onBatch({ added: 10, updated: 20, retired: 0 });

    for (clock.seconds = 1; clock.seconds <= 90; clock.seconds += 1) onError(refused);
    expect(lines.slice(1)).toEqual([
      'Ingestion: a batch failed (connect ECONNREFUSED 127.0.0.1:5432); the next batches try again',
      'Ingestion (last 60 s): 60 batches failed, the last with: connect ECONNREFUSED 127.0.0.1:5432',
    ]);

    onBatch({ added: 30, updated: 0, retired: 0 });
    expect(lines.slice(3)).toEqual([
      'Ingestion resumed after 90 failed batches',
      'Ingestion (last 91 s): 30 ads added, 0 updated, 0 retired',
    ]);
    // A later failure starts a new run, told at once.
    clock.seconds += 1;
    onError(new Error('deadlock detected'));
    expect(lines.at(-1)).toBe('Ingestion: a batch failed (deadlock detected); the next batches try again');
  });
});
