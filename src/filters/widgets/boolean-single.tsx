import { Input } from '@mantine/core';
import { SegmentedRadios } from '../../ui/segmented-radios';
import type { ValueOfKind } from '../engine/value-model';
import type { WidgetProps } from './widget-props';

type Choice = 'any' | 'yes' | 'no';

const CHOICES: { value: Choice; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

function choiceOf(value: boolean | null): Choice {
  if (value === null) return 'any';
  return value ? 'yes' : 'no';
}

const VALUE_OF: Record<Choice, boolean | null> = { any: null, yes: true, no: false };

/** `BooleanSingle`: Any / Yes / No; "Any" is the empty value. */
export function BooleanSingle({ id, filter, value, onChange, disabled }: WidgetProps<ValueOfKind<'boolean'>>) {
  const description = filter.description ?? undefined;
  return (
    <Input.Wrapper id={id} label={filter.label ?? filter.key} description={description} labelElement="div">
      <SegmentedRadios<Choice>
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        name={id}
        data={CHOICES}
        value={choiceOf(value.value)}
        onChange={(choice) => onChange({ kind: 'boolean', value: VALUE_OF[choice] })}
        disabled={disabled}
        size="xs"
        fullWidth
      />
    </Input.Wrapper>
  );
}
