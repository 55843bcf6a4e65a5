import { Badge, Group, List, Text, UnstyledButton } from '@mantine/core';
import { formatDate } from '../../ads/format-date';
import { formatInteger } from '../../ads/format-number';
import type { LongestRunningAd } from '../../contract/extensions/trends';
import classes from './winners-list.module.css';

/** Props of {@link WinnersList}. */
export interface WinnersListProps {
  ads: LongestRunningAd[];
  /** Opens the ad in the detail drawer. */
  onOpen(ad: LongestRunningAd): void;
}

/** The advertiser's longest-running ads, most days first: what lasts is what works. Each opens in the drawer. */
export function WinnersList({ ads, onOpen }: WinnersListProps) {
  if (ads.length === 0) return null;
  return (
    <List listStyleType="none" spacing="xs" aria-label="Longest-running ads" className={classes.list}>
      {ads.map((ad) => (
        <List.Item
          key={`${ad.platform}:${ad.id}`}
          classNames={{ itemWrapper: classes.wrapper, itemLabel: classes.label }}
        >
          <Group gap={4} wrap="wrap" justify="space-between">
            <UnstyledButton className={classes.open} onClick={() => onOpen(ad)}>
              <Text size="sm" fw={500} truncate="end">
                {ad.title || `Ad ${ad.id}`}
              </Text>
            </UnstyledButton>
            <Group gap={6} wrap="nowrap" className={classes.facts}>
              <Text size="xs" c="dimmed">
                {formatInteger(ad.days_running)} {ad.days_running === 1 ? 'day' : 'days'} running
              </Text>
              {ad.still_active ? (
                <Badge size="sm" color="green" variant="light">
                  Still active
                </Badge>
              ) : (
                ad.last_seen_at && (
                  <Text size="xs" c="dimmed">
                    until {formatDate(ad.last_seen_at)}
                  </Text>
                )
              )}
            </Group>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
