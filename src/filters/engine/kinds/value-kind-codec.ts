import type { Filter, FilterItem, OptionRecord } from '../../../contract/filters';
import type { UrlDecoded } from '../url-decoded';
import type { V2SearchFieldTerm as SearchTerm } from '../../../contract/extensions/v2-search-field';

/**
 * What the page supplies to word a chip: the engine knows values, the explorer knows how it
 * writes amounts, options and search terms (and the names of ids in terms).
 */
export interface ChipWording {
  /** An amount as the number fields show it: 2500000 → "2,500,000". */
  amount(value: number): string;
  /** An option as the widgets show it: its label, else its key. */
  option(option: FilterItem | OptionRecord): string;
  /** What each kind of search term is called for `filter`. */
  termKinds(filter: Filter): Readonly<Record<SearchTerm['type'], string>>;
  /** A term's text as a person reads it. */
  term(term: SearchTerm): string;
}

/** One removable part of a filter's value: a chosen option, a search term, or the filter's whole value. */
export interface ValueChip<V> {
  /** Unique among the tab's chips. */
  id: string;
  filterKey: string;
  /** The filter's label (a term's kind, for a search term). */
  label: string;
  /** What is chosen, as a person reads it ("Women", "10 – 90"); empty when the label says it all (a switch on). */
  text: string;
  /** The filter's value once this chip is removed; `null` puts the filter back to its default. */
  without: V | null;
}

/**
 * Everything the explorer does with one kind of value, in one place: its empty value, reading
 * and writing a saved link (DESIGN §6), writing a search body and reading a `default` (DESIGN §3),
 * equality, and the active-filter chips. `valueKindOf` says which filters hold the kind;
 * `VALUE_KINDS` lists every kind, so a kind without a codec fails the type check there.
 */
export interface ValueKindCodec<V extends { kind: string }> {
  /** The value with nothing chosen. */
  empty(): V;
  /** True when the value selects nothing; an empty value is never sent. */
  isEmpty(value: V): boolean;
  /** Equality, as the link, the chips and the change order compare values (`sameByJson` for plain data). */
  same(a: V, b: V): boolean;
  /**
   * Reads a filter's `default` (an array, per the interface); `null` when it does not fit the
   * filter. A value that is no array in a body (a sort object) is the array's only element.
   */
  fromWire(filter: Filter, wire: readonly unknown[]): V | null;
  /** The search-body encoding of a non-empty value, or `undefined` when it still sends nothing. */
  toWire(filter: Filter, value: V): unknown;
  /** Reads one link parameter of `filter`; what cannot be read comes back in `dropped`. */
  fromUrl(filter: Filter, raw: string): UrlDecoded<V>;
  /** The value as a link parameter; an empty value is `''`, read back as empty by `fromUrl`. */
  toUrl(value: V): string;
  /** The chips of a value that differs from the filter's default, in the order the page shows them. */
  chips(filter: Filter, value: V, wording: ChipWording): ValueChip<V>[];
}

/**
 * Equality of values that are plain data: the same fields, in the order the codec makes them, with
 * the same contents; option keys and terms compare in order, as the link writes them.
 */
export function sameByJson<V>(a: V, b: V): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The one chip of a filter whose value reads as a whole ("10 – 90", "Yes"). */
export function wholeChip<V>(filter: Filter, text: string): ValueChip<V> {
  return { id: filter.key, filterKey: filter.key, label: filter.label ?? filter.key, text, without: null };
}
