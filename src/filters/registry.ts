import { isFilterComponent, type Filter, type FilterComponent } from '../contract/filters';
import { isV1Orderby, valueKindOf } from './engine/value-kind';
import { BooleanMulti } from './widgets/boolean-multi';
import { BooleanSingle } from './widgets/boolean-single';
import { forApi, forKinds, type WidgetComponent } from './widgets/bind-widget';
import { CBoolean } from './widgets/c-boolean';
import { LazyDateMulti, LazyDateSingle } from './widgets/lazy-date-widgets';
import { NumberMultiRange } from './widgets/number-multi-range';
import { NumberSingleRange } from './widgets/number-single-range';
import { SearchBox } from './widgets/search-box';
import { SortControl } from './widgets/sort-control';
import { StringMulti } from './widgets/string-multi';
import { StringMultiSearchable } from './widgets/string-multi-searchable';
import { StringMultiSearchableApi } from './widgets/string-multi-searchable-api';
import { StringSingle } from './widgets/string-single';
import { StringSingleSearchable } from './widgets/string-single-searchable';
import { StringSingleSearchableApi } from './widgets/string-single-searchable-api';
import { V1SortSelect } from './widgets/v1-sort-select';

export type { WidgetComponent } from './widgets/bind-widget';

/** The widget of every `component` value; a new value in the contract fails the type check here. */
export const widgets = {
  SearchBox: forKinds(['text', 'terms'], SearchBox),
  StringMulti: forKinds(['options'], StringMulti),
  StringMultiSearchable: forKinds(['options'], StringMultiSearchable),
  StringMultiSearchableApi: forApi(StringMultiSearchableApi),
  StringMultiApi: forApi(StringMultiSearchableApi),
  StringSingle: forKinds(['options'], StringSingle),
  StringSingleSearchable: forKinds(['options'], StringSingleSearchable),
  StringSingleSearchableApi: forApi(StringSingleSearchableApi),
  BooleanMulti: forKinds(['options'], BooleanMulti),
  BooleanSingle: forKinds(['boolean'], BooleanSingle),
  NumberMultiRange: forKinds(['number_range'], NumberMultiRange),
  NumberSingleRange: forKinds(['number'], NumberSingleRange),
  DateMulti: forKinds(['date_range'], LazyDateMulti),
  DateSingle: forKinds(['date'], LazyDateSingle),
  CBoolean: forKinds(['boolean'], CBoolean),
} satisfies Record<FilterComponent, WidgetComponent>;

/** v2 `advanced_order` (and any filter with `sub_keys` `{type: 'order', main: 'orderby'}`). */
const SortWidget = forKinds(['sort'], SortControl);
/** v1 `orderby`. */
const V1OrderbyWidget = forKinds(['options'], V1SortSelect);

/**
 * The widget that renders `filter`: the sort filters get the sort controls whatever their
 * `component` says, every other filter its component's widget. `undefined` for a component this
 * explorer does not know (callers show `UnsupportedFilter`).
 */
export function resolveWidget(filter: Filter): WidgetComponent | undefined {
  if (valueKindOf(filter) === 'sort') return SortWidget;
  if (isV1Orderby(filter)) return V1OrderbyWidget;
  return isFilterComponent(filter.component) ? widgets[filter.component] : undefined;
}
