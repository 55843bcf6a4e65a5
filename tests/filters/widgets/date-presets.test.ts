import { describe, expect, it } from 'vitest';
import { decodeFilterParams, encodeFilterParams } from '../../../src/filters/engine/url-codec';
import { buildSearchFields } from '../../../src/filters/engine/request-fields';
import { dateRangePresets } from '../../../src/filters/widgets/date-presets';
import { readTypedDay } from '../../../src/filters/widgets/typed-day';
import { catalogueOf } from '../../../src/service/catalogue/catalogues';

describe('dateRangePresets', () => {
  it('counts whole UTC days up to and including today, whatever the hour', () => {
    for (const now of ['2026-03-10T00:00:00Z', '2026-03-10T23:59:59Z']) {
      expect(dateRangePresets(new Date(now))).toEqual([
        { label: 'Last 7 days', from: '2026-03-04', to: '2026-03-10' },
        { label: 'Last 30 days', from: '2026-02-09', to: '2026-03-10' },
        { label: 'Last 90 days', from: '2025-12-11', to: '2026-03-10' },
        { label: 'This month', from: '2026-03-01', to: '2026-03-10' },
      ]);
    }
  });

  it('crosses years and leap days, and this month starts today on the first', () => {
    const presets = dateRangePresets(new Date('2024-03-01T12:00:00Z'));
    expect(presets[0]).toMatchObject({ from: '2024-02-24', to: '2024-03-01' });
    expect(presets[3]).toMatchObject({ from: '2024-03-01', to: '2024-03-01' });
    expect(dateRangePresets(new Date('2026-01-03T05:00:00Z'))[0]).toMatchObject({ from: '2025-12-28' });
  });

  it('writes a link value that reads back as the same range, and the request sends it', () => {
    const { group } = catalogueOf('platform_a', 'v2');
    for (const { from, to } of dateRangePresets(new Date())) {
      const link = new URLSearchParams(`first_seen=${from}..${to}`);
      const { state, dropped } = decodeFilterParams(group, link);
      expect(dropped).toEqual([]);
      expect(state.first_seen).toEqual({ kind: 'date_range', from, to });
      expect(encodeFilterParams(group, state).get('first_seen')).toBe(`${from}..${to}`);
      expect(buildSearchFields(group, state, 'v2').first_seen).toEqual([from, to]);
    }
  });
});

describe('readTypedDay', () => {
  it('reads blank as no day and a real YYYY-MM-DD day as itself', () => {
    expect(readTypedDay('  ')).toEqual({ ok: true, day: null });
    expect(readTypedDay(' 2024-02-29 ')).toEqual({ ok: true, day: '2024-02-29' });
  });

  it.each([
    ['29/02/2024', 'Type the date as YYYY-MM-DD, e.g. 2026-03-01'],
    ['2024-2-9', 'Type the date as YYYY-MM-DD, e.g. 2026-03-01'],
    ['2025-02-29', 'There is no day 2025-02-29'],
    ['2026-13-01', 'There is no day 2026-13-01'],
    ['1969-12-31', 'The date must be a day from 1970-01-01 to 9999-12-31'],
  ])('says what is wrong with %s', (typed, error) => {
    expect(readTypedDay(typed)).toEqual({ ok: false, error });
  });
});
