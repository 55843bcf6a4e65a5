import { Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Callout } from './callout';

/** Props of {@link RetryAlert}. */
export interface RetryAlertProps {
  title: string;
  /** What went wrong, e.g. the error's message. */
  message: string;
  onRetry: () => void;
  /** Shows the Retry button busy while the new attempt runs. @default false */
  retrying?: boolean;
}

/** A failed load in place: what failed, why, and a Retry button. */
export function RetryAlert({ title, message, onRetry, retrying = false }: RetryAlertProps) {
  return (
    <Callout tone="red" icon={<IconAlertTriangle />} title={title}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={14} />}
          loading={retrying}
          onClick={onRetry}
        >
          Retry
        </Button>
      </Group>
    </Callout>
  );
}
