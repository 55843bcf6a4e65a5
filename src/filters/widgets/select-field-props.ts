import type { Filter } from '../../contract/filters';
import type { ValueOfKind } from '../engine/value-model';
import { disabledItemsReason } from './option-items';
import { renderOptionWithReason } from './option-with-reason';
import type { WidgetProps } from './widget-props';

/** Whether a select takes one option (`single`) or any number (`multi`). */
export type SelectMode = 'single' | 'multi';

/**
 * What an empty select shows: the filter's `placeholder`; without one a single select reads
 * "Any <label>" (nothing chosen means no condition), a multi-select shows nothing.
 */
export function selectPlaceholder(filter: Filter, mode: SelectMode): string | undefined {
  if (filter.placeholder) return filter.placeholder;
  return mode === 'single' ? `Any ${(filter.label ?? filter.key).toLowerCase()}` : undefined;
}

/** The props every option select of the panel shares: label, description, placeholder while empty, reasons under disabled options. */
export function selectFieldProps(
  { id, filter, value, disabledKeys, disabled }: WidgetProps<ValueOfKind<'options'>>,
  mode: SelectMode,
) {
  return {
    id,
    label: filter.label ?? filter.key,
    description: filter.description,
    placeholder: value.keys.length === 0 ? selectPlaceholder(filter, mode) : undefined,
    renderOption: renderOptionWithReason(disabledItemsReason(filter, value.keys, disabledKeys)),
    disabled,
    size: 'xs' as const,
  };
}
