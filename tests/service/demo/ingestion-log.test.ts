import { describe, expect, it } from 'vitest';
import { ingestionLog } from '../../../src/service/demo/ingestion-log';

describe('ingestion log', () => {
  it('tells the first batch at once, then sums the batches of each minute into one line', () => {
    const lines: string[] = [];
    let now = 0;
    const onBatch = ingestionLog(
      (line) => lines.push(line),
      60_000,
      () => now,
    );

    onBatch({ added: 10, updated: 20, retired: 0 });
    expect(lines).toEqual(['Ingestion (first batch): 10 ads added, 20 updated, 0 retired']);

    for (let second = 1; second < 60; second += 1) {
      now = second * 1000;
      onBatch({ added: 100, updated: 1000, retired: 100 });
    }
    expect(lines).toHaveLength(1);
    now = 60_000;
    onBatch({ added: 100, updated: 1000, retired: 100 });
    expect(lines.slice(1)).toEqual(['Ingestion (last 60 s): 6,000 ads added, 60,000 updated, 6,000 retired']);
  });
});
