import { Box, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Callout } from '../ui/callout';
import type { UnreadableAd } from '../contract/ads';
import { formatInteger } from './format-number';

/** How many unreadable ads are named one by one; the rest are counted. */
const NAMED_UNREADABLE = 3;

/** Ads the service sent in a form this explorer cannot read: how many, and why for the first few. */
export function UnreadableAds({ ads }: { ads: readonly UnreadableAd[] }) {
  const count = ads.length;
  const named = ads.slice(0, NAMED_UNREADABLE);
  return (
    <Box mb="md">
      <Callout
        role="status"
        tone="yellow"
        icon={<IconAlertTriangle />}
        title={`${formatInteger(count)} ${count === 1 ? 'ad' : 'ads'} could not be shown`}
      >
        <Text size="sm">
          The service sent {count === 1 ? 'it' : 'them'} in a form this explorer cannot read; every other ad is shown.
        </Text>
        <List size="sm" mt={4}>
          {named.map((ad) => (
            <List.Item key={`${ad.page}:${ad.position}`}>
              {ad.id === undefined ? 'An ad' : `Ad #${ad.id}`} on page {ad.page}, position {ad.position + 1}:{' '}
              {ad.problem}
            </List.Item>
          ))}
          {count > named.length && <List.Item>and {formatInteger(count - named.length)} more</List.Item>}
        </List>
      </Callout>
    </Box>
  );
}
