import { Input, Select } from '@mantine/core';
import { SORT_DIRECTIONS, type SortDirection } from '../../contract/sorting';
import { SegmentedRadios } from '../../ui/segmented-radios';
import { useDropdownOnDemand } from '../../ui/use-dropdown-on-demand';
import type { ValueOfKind } from '../engine/value-model';
import { optionLabel } from './option-items';
import classes from './sort-control.module.css';
import type { WidgetProps } from './widget-props';
import { LiveOnFirstUse } from '../../ui/live-on-first-use';

const DIRECTION_LABELS: Record<SortDirection, string> = { desc: 'Desc', asc: 'Asc' };
const DIRECTION_DATA = [...SORT_DIRECTIONS].reverse().map((value) => ({ value, label: DIRECTION_LABELS[value] }));

/**
 * `advanced_order` (v2): the sort field from the filter's items, and a descending/ascending toggle
 * named "Sort direction", or after `label` when one is given.
 */
export function SortControl({ id, filter, value, onChange, disabled, label: named }: WidgetProps<ValueOfKind<'sort'>>) {
  const label = named ?? filter.label ?? filter.key;
  const dropdown = useDropdownOnDemand();
  const fields = (filter.component_data.items ?? []).map((item) => ({
    value: String(item.key),
    label: optionLabel(item),
  }));
  return (
    <Input.Wrapper id={id} label={label} description={filter.description} labelElement="div">
      <div className={classes.row}>
        <LiveOnFirstUse>
          <Select
            {...dropdown}
            className={classes.field}
            id={id}
            aria-labelledby={`${id}-label`}
            placeholder={filter.placeholder ?? 'Default order'}
            data={fields}
            value={value.orderby === '' ? null : value.orderby}
            onChange={(orderby) => onChange({ ...value, orderby: orderby ?? '' })}
            allowDeselect={false}
            disabled={disabled}
            size="xs"
          />
        </LiveOnFirstUse>
        <SegmentedRadios<SortDirection>
          aria-label={named ? `${named}: direction` : 'Sort direction'}
          name={`${id}-direction`}
          data={DIRECTION_DATA}
          value={value.order}
          onChange={(order) => onChange({ ...value, order })}
          disabled={disabled || value.orderby === ''}
          size="xs"
        />
      </div>
    </Input.Wrapper>
  );
}
