import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ComboboxItem } from '@mantine/core';
import type { OptionKey, OptionRecord } from '../../contract/filters';
import type { OptionsLoader } from '../api-options';
import { optionLabel, toComboboxItems } from './option-items';

/** Wait after the last keystroke before asking the service. */
export const SEARCH_DEBOUNCE_MS = 250;

/** Where a look-up stands, for the dropdown's message. */
export type ApiOptionsStatus = 'loading' | 'error' | 'ready';

/** What `useApiOptions` gives a combobox. */
export interface ApiOptions {
  /** The selected options (by label once known) followed by the matches of the typed text (never of older text). */
  data: ComboboxItem<OptionKey>[];
  search: string;
  setSearch(search: string): void;
  status: ApiOptionsStatus;
  /** Whether a look-up is in flight (also while older matches are still shown). */
  fetching: boolean;
  /** Call with the next selection before emitting it, so picked options keep their labels. */
  remember(keys: readonly OptionKey[]): void;
}

/** Whether the option's label contains `text`, ignoring case, as the service matches a search. */
function labelContains(record: OptionRecord, text: string): boolean {
  return optionLabel(record).toLowerCase().includes(text.toLowerCase());
}

/**
 * Type-ahead over API-backed options: matches of the debounced search, and labels of selected ids
 * that no match has shown yet (a selection restored from a link) looked up by ids. A search text
 * equal to a selected option's label counts as no search: a single select writes the chosen
 * label into its search box.
 */
export function useApiOptions(
  loadOptions: OptionsLoader,
  selected: readonly OptionKey[],
  disabledKeys?: ReadonlySet<OptionKey>,
): ApiOptions {
  const [search, setSearch] = useState('');
  const [known, setKnown] = useState<ReadonlyMap<OptionKey, OptionRecord>>(new Map());
  // Options behind an api_url have numeric ids; only those can be looked up.
  const missing = selected.filter((key): key is number => typeof key === 'number' && !known.has(key));
  const looked = useQuery({ ...loadOptions({ ids: missing }), enabled: missing.length > 0 });
  const labelled = (key: OptionKey) => known.get(key) ?? looked.data?.find((r) => r.key === key);

  const trimmed = search.trim();
  const typed = selected.some((key) => labelled(key)?.label === trimmed) ? '' : trimmed;
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const matches = useQuery(loadOptions({ search: debounced }));

  const recordOf = (key: OptionKey): OptionRecord =>
    labelled(key) ?? matches.data?.find((r) => r.key === key) ?? { key };
  // Until the look-up of what is typed answers, the shown matches are those of older text: keep only the ones that still match.
  const current = typed === debounced && !matches.isPlaceholderData;
  const others = (matches.data ?? []).filter((r) => !selected.includes(r.key) && (current || labelContains(r, typed)));

  function remember(keys: readonly OptionKey[]) {
    const next = new Map(known);
    for (const key of keys) {
      const record = recordOf(key);
      if (record.label != null) next.set(key, record);
    }
    setKnown(next);
  }

  const status: ApiOptionsStatus = matches.isError ? 'error' : matches.isPending ? 'loading' : 'ready';
  return {
    data: toComboboxItems([...selected.map(recordOf), ...others], disabledKeys),
    search,
    setSearch,
    status,
    fetching: matches.isFetching || looked.isFetching || typed !== debounced,
    remember,
  };
}
