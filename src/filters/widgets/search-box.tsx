import type { ValueOfKind } from '../engine/value-model';
import { SearchTerms } from './search-terms';
import { SearchText } from './search-text';
import type { WidgetProps } from './widget-props';

/** `SearchBox`: the include/exclude term builder when the filter has `sub_keys` (terms), else plain text. */
export function SearchBox({ value, onChange, ...props }: WidgetProps<ValueOfKind<'text'> | ValueOfKind<'terms'>>) {
  return value.kind === 'terms' ? (
    <SearchTerms {...props} value={value} onChange={onChange} />
  ) : (
    <SearchText {...props} value={value} onChange={onChange} />
  );
}
