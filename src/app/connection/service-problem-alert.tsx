import { Button, Group, Text } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh, IconSettings } from '@tabler/icons-react';
import { Callout } from '../../ui/callout';
import { describeServiceProblem } from './service-problem';

/** Props of `ServiceProblemAlert`. */
export interface ServiceProblemAlertProps {
  error: unknown;
  /** Opens Connection settings; offered when the fix lives there. */
  onOpenSettings(): void;
  /** Tries again; offered when given. */
  onRetry?: () => void;
}

/** A failure shown in place: what happened, the fix, and the buttons that apply it. */
export function ServiceProblemAlert({ error, onOpenSettings, onRetry }: ServiceProblemAlertProps) {
  const problem = describeServiceProblem(error);
  return (
    <Callout tone="red" icon={<IconPlugConnectedX />} title={problem.title}>
      <Text size="sm">{problem.message}</Text>
      <Text size="sm" fw={600} mt={4}>
        {problem.fix}
      </Text>
      <Group gap="xs" mt="sm">
        {problem.inSettings && (
          <Button size="xs" variant="light" leftSection={<IconSettings size={14} />} onClick={onOpenSettings}>
            Connection settings
          </Button>
        )}
        {onRetry && (
          <Button size="xs" variant="subtle" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
            Retry
          </Button>
        )}
      </Group>
    </Callout>
  );
}
