import { useState, type ReactNode } from 'react';
import { Input, Text } from '@mantine/core';
import type { OptionKey } from '../../contract/filters';
import type { ValueOfKind } from '../engine/value-model';
import { disabledItemsReason, optionLabel, toggleKey } from './option-items';
import classes from './option-toggle-group.module.css';
import { moveFocusInGroup } from './roving-focus';
import type { WidgetProps } from './widget-props';

/** One option of the group, ready to render as a chip or checkbox. */
export interface OptionToggle {
  key: string;
  label: string;
  checked: boolean;
  /** The whole filter is locked, or this option is (DISABLE_OTHER). */
  disabled: boolean;
  /** Points a locked option at the reason shown under the group. */
  describedBy: string | undefined;
  /** 0 for the group's one tab stop, -1 for the options reached with the arrow keys. */
  tabIndex: 0 | -1;
  onFocus(): void;
  onToggle(checked: boolean): void;
}

/** Props of `OptionToggleGroup`: a widget's props and how one option renders. */
export interface OptionToggleGroupProps extends WidgetProps<ValueOfKind<'options'>> {
  renderToggle(toggle: OptionToggle): ReactNode;
}

/**
 * The filter's inline options as a group of toggles with the filter's accessible name; any number
 * may be on. When some are locked, the reason is shown under the group and the locked ones point at it.
 * The group is one tab stop (the option last focused, else the first chosen, else the first
 * enabled); the arrow keys, Home and End move between its options, Space toggles one.
 */
export function OptionToggleGroup({
  id,
  filter,
  value,
  onChange,
  disabledKeys,
  disabled,
  renderToggle,
}: OptionToggleGroupProps) {
  const description = filter.description ?? undefined;
  const reason = disabledItemsReason(filter, value.keys, disabledKeys);
  const items = filter.component_data.items ?? [];
  const [focused, setFocused] = useState<OptionKey | null>(null);
  const enabled = disabled ? [] : items.filter((item) => !disabledKeys?.has(item.key)).map((item) => item.key);
  const tabStop = [focused, ...value.keys, enabled[0]].find((key) => key != null && enabled.includes(key));
  return (
    <Input.Wrapper id={id} label={filter.label ?? filter.key} description={description} labelElement="div">
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        className={classes.options}
        onKeyDown={moveFocusInGroup}
      >
        {items.map((item) => {
          const locked = disabledKeys?.has(item.key) ?? false;
          return renderToggle({
            key: String(item.key),
            label: optionLabel(item),
            checked: value.keys.includes(item.key),
            disabled: Boolean(disabled) || locked,
            describedBy: locked ? `${id}-reason` : undefined,
            tabIndex: item.key === tabStop ? 0 : -1,
            onFocus: () => setFocused(item.key),
            onToggle: (checked) => onChange({ kind: 'options', keys: toggleKey(value.keys, item.key, checked) }),
          });
        })}
      </div>
      {reason && (
        <Text id={`${id}-reason`} size="xs" c="dimmed" mt={4}>
          {reason}
        </Text>
      )}
    </Input.Wrapper>
  );
}
