import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { valueSchemaFor } from '../../../src/contract/filter-values';
import { isFilterComponent, type Filter } from '../../../src/contract/filters';
import { allOption } from '../../../src/filters/engine/actions/all-option';
import { codecOf, VALUE_KINDS } from '../../../src/filters/engine/kinds/value-kinds';
import { valueKindOf } from '../../../src/filters/engine/value-kind';
import type { FilterValueKind } from '../../../src/filters/engine/value-model';
import { catalogue } from '../fixtures/catalogue';
import { valueArbitrary } from '../fixtures/valid-state-arbitrary';

const group = catalogue();
const KINDS = Object.keys(VALUE_KINDS) as FilterValueKind[];

/** The fixture's enabled filters holding `kind`: the codec's round trips run on each. */
function filtersOf(kind: FilterValueKind): Filter[] {
  return group.filters.filter((filter) => !filter.disabled && valueKindOf(filter) === kind);
}

/** How the service reads a field: the contract's schema for the filter, its transforms applied. */
function serviceReads(filter: Filter, wire: unknown): unknown {
  if (!isFilterComponent(filter.component)) throw new Error(`${filter.key} has no contract component`);
  const parsed = valueSchemaFor({ ...filter, component: filter.component }).safeParse(wire);
  expect(parsed.success, `${filter.key} sends ${JSON.stringify(wire)}`).toBe(true);
  return parsed.data;
}

describe.each(KINDS)('the %s codec', (kind) => {
  const codec = codecOf(kind);
  const filters = filtersOf(kind);

  it('has a filter of the fixture catalogue to run on', () => {
    expect(filters.map((filter) => filter.key)).not.toEqual([]);
  });

  it('holds its own kind, reads its empty value from `key=` and writes it as that', () => {
    for (const filter of filters) {
      const empty = codec.empty();
      expect(empty.kind).toBe(kind);
      expect(codec.isEmpty(empty)).toBe(true);
      expect(codec.toUrl(empty)).toBe('');
      const read = codec.fromUrl(filter, '');
      expect(read.dropped).toEqual([]);
      // An option filter with an "All" option reads `key=` as "All": nothing chosen is "All".
      const all = allOption(filter);
      expect(read.value).toEqual(all === null ? empty : { kind: 'options', keys: [all] });
    }
  });

  it('round-trips every reachable value through a link: value → link → value → link, dropping nothing', () => {
    for (const filter of filters) {
      fc.assert(
        fc.property(valueArbitrary(filter), (value) => {
          expect(value.kind).toBe(kind);
          const link = codec.toUrl(value);
          const read = codec.fromUrl(filter, link);
          expect(read).toEqual({ value, dropped: [] });
          expect(codec.same(read.value!, value)).toBe(true);
          expect(codec.toUrl(read.value!)).toBe(link);
        }),
        { numRuns: 60 },
      );
    }
  });

  it('sends what the contract takes and reads it back as the same request: value → request → value → request', () => {
    for (const filter of filters) {
      fc.assert(
        fc.property(valueArbitrary(filter), (value) => {
          const wire = codec.isEmpty(value) ? undefined : codec.toWire(filter, value);
          if (wire === undefined) return;
          // A `default` is always an array: a value that is none in a body (a sort object, the v1 sort) is its element.
          const back = codec.fromWire(filter, Array.isArray(wire) ? wire : [wire]);
          expect(back, `${filter.key} reads back ${JSON.stringify(wire)}`).not.toBeNull();
          expect(codec.isEmpty(back!)).toBe(false);
          expect(serviceReads(filter, codec.toWire(filter, back!))).toEqual(serviceReads(filter, wire));
        }),
        { numRuns: 60 },
      );
    }
  });
});
