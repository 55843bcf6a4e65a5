import type { ReactNode } from 'react';
import { Input, Text } from '@mantine/core';
import type { Filter } from '../../contract/filters';
import classes from './option-group-field.module.css';

/** Props of `OptionGroupField`. */
export interface OptionGroupFieldProps {
  /** Id base: the group is labelled by `${id}-label` and described by `${id}-description`. */
  id: string;
  filter: Filter;
  /** Shown under the options when some are disabled; chips point at it with `aria-describedby`. */
  disabledReason?: string;
  children: ReactNode;
}

/** Labels a group of chips or checkboxes as one field, so it has the filter's accessible name. */
export function OptionGroupField({ id, filter, disabledReason, children }: OptionGroupFieldProps) {
  const description = filter.description ?? undefined;
  return (
    <Input.Wrapper id={id} label={filter.label ?? filter.key} description={description} labelElement="div">
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        className={classes.options}
      >
        {children}
      </div>
      {disabledReason && (
        <Text id={`${id}-reason`} size="xs" c="dimmed" mt={4}>
          {disabledReason}
        </Text>
      )}
    </Input.Wrapper>
  );
}
