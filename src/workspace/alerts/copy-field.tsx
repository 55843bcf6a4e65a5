import { ActionIcon, CopyButton, Group, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** Props of {@link CopyField}. */
export interface CopyFieldProps {
  /** The field's visible label, also naming the copy button ("Copy feed link"). */
  label: string;
  value: string;
  /** Shown under the field. */
  description?: string;
}

/** A read-only value (a link, a secret) selected on focus, with a button that copies it. */
export function CopyField({ label, value, description }: CopyFieldProps) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        description={description}
        value={value}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        flex={1}
        miw={0}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
            <ActionIcon
              variant={copied ? 'filled' : 'default'}
              color={copied ? 'teal' : undefined}
              size="lg"
              aria-label={`Copy ${label.toLowerCase()}`}
              onClick={copy}
            >
              {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
