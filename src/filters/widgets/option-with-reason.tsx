import type { ComboboxItem, ComboboxLikeRenderOptionInput } from '@mantine/core';
import { Text } from '@mantine/core';
import type { OptionKey } from '../../contract/filters';

/** A combobox `renderOption` that prints `reason` under every disabled option. */
export function renderOptionWithReason(reason: string | undefined) {
  return function OptionWithReason({ option }: ComboboxLikeRenderOptionInput<ComboboxItem<OptionKey>>) {
    if (!option.disabled || !reason) return option.label;
    return (
      <div>
        <Text size="sm">{option.label}</Text>
        <Text size="xs" c="dimmed">
          {reason}
        </Text>
      </div>
    );
  };
}
