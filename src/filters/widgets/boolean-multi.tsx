import { Checkbox } from '@mantine/core';
import type { ValueOfKind } from '../engine/value-model';
import { OptionToggleGroup } from './option-toggle-group';
import type { WidgetProps } from './widget-props';

/** `BooleanMulti`: yes/no-style options as checkboxes; checking both means either. */
export function BooleanMulti(props: WidgetProps<ValueOfKind<'options'>>) {
  return (
    <OptionToggleGroup
      {...props}
      renderToggle={(toggle) => (
        <Checkbox
          key={toggle.key}
          size="xs"
          label={toggle.label}
          checked={toggle.checked}
          onChange={(event) => toggle.onToggle(event.currentTarget.checked)}
          disabled={toggle.disabled}
          aria-describedby={toggle.describedBy}
          tabIndex={toggle.tabIndex}
          onFocus={toggle.onFocus}
        />
      )}
    />
  );
}
