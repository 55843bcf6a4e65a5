import type { Filter, OptionKey } from '../../contract/filters';
import type { FilterValue } from '../engine/value-model';

/** Props every filter widget takes: a controlled value of one kind and nothing else of the app. */
export interface WidgetProps<V extends FilterValue> {
  /** DOM id of the main control; the label is `${id}-label`, the description `${id}-description`. */
  id: string;
  /** The normalized filter: label, placeholder, description and options come from here. */
  filter: Filter;
  /** The current value; an empty value shows the placeholder. */
  value: V;
  /** Called with the next value; the widget never keeps the value itself. */
  onChange(next: V): void;
  /** Option keys that cannot be chosen now (DISABLE_OTHER); default: none. */
  disabledKeys?: ReadonlySet<OptionKey>;
  /** Locks the whole control (plan or coming soon); default `false`. */
  disabled?: boolean;
  /**
   * Names the control instead of the filter's label (the sort widgets do), where one filter is shown twice (the sort in
   * the results toolbar and in the panel), so the two do not share a name; default the label.
   */
  label?: string;
}
