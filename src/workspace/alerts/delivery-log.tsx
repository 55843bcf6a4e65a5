import { Badge, Table, Text } from '@mantine/core';
import type { Delivery, DeliveryStatus } from '../../contract/extensions/webhooks';

const STATUS_COLORS = {
  pending: 'yellow',
  sending: 'blue',
  delivered: 'teal',
  failed: 'red',
} satisfies Record<DeliveryStatus, string>;

/** "1 attempt", "3 attempts (2 retries)". */
export function attemptsText(delivery: Pick<Delivery, 'attempts'>): string {
  const made = delivery.attempts.length;
  const retries = Math.max(made - 1, 0);
  const attempts = `${made} attempt${made === 1 ? '' : 's'}`;
  return retries > 0 ? `${attempts} (${retries} ${retries === 1 ? 'retry' : 'retries'})` : attempts;
}

/** What the last attempt got: the receiver's status, or why there was none. */
function lastAnswer(delivery: Delivery): string {
  const last = delivery.attempts.at(-1);
  if (!last) return delivery.status === 'pending' ? 'Not sent yet' : '';
  const code = last.status_code === null ? '' : `HTTP ${last.status_code}`;
  return [code, last.error].filter(Boolean).join(' · ');
}

/** Props of {@link DeliveryLog}. */
export interface DeliveryLogProps {
  /** Newest first. */
  deliveries: Delivery[];
  /** Names the table for screen readers, e.g. "Deliveries to https://…". */
  label: string;
}

/** A webhook's deliveries: when, what, where each stands, its attempts and the last answer. */
export function DeliveryLog({ deliveries, label }: DeliveryLogProps) {
  if (deliveries.length === 0) return <Text size="sm">No deliveries yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table aria-label={label} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Queued</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Attempts</Table.Th>
            <Table.Th>Last answer</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((delivery) => (
            <Table.Tr key={delivery.id}>
              <Table.Td>{new Date(delivery.created_at).toLocaleString('en-US')}</Table.Td>
              <Table.Td>{delivery.kind === 'test' ? 'Test' : `${delivery.ads} new ads`}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[delivery.status]} variant="light" miw="max-content">
                  {delivery.status}
                </Badge>
              </Table.Td>
              <Table.Td>{attemptsText(delivery)}</Table.Td>
              <Table.Td>{lastAnswer(delivery)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
