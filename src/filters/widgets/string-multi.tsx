import { Chip } from '@mantine/core';
import type { ValueOfKind } from '../engine/value-model';
import { OptionToggleGroup } from './option-toggle-group';
import type { WidgetProps } from './widget-props';

/** `StringMulti`: a short option list as toggle chips; any number may be selected. */
export function StringMulti(props: WidgetProps<ValueOfKind<'options'>>) {
  return (
    <OptionToggleGroup
      {...props}
      renderToggle={(toggle) => (
        <Chip
          key={toggle.key}
          size="xs"
          checked={toggle.checked}
          onChange={toggle.onToggle}
          disabled={toggle.disabled}
          aria-describedby={toggle.describedBy}
          tabIndex={toggle.tabIndex}
          onFocus={toggle.onFocus}
        >
          {toggle.label}
        </Chip>
      )}
    />
  );
}
