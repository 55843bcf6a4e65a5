import { Alert, Button, Divider, EmptyState, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconSearchOff } from '@tabler/icons-react';
import type { UnreadableAd } from '../contract/ads';
import { RetryAlert } from '../ui/retry-alert';
import { formatInteger } from './format-number';

/** Ways out of an empty result that the search's owner offers. */
export interface NoResultsActions {
  /** Every filter back to its default. */
  onClearAll(): void;
  /** Undoes the filter changed last. */
  onRemoveLast(): void;
}

/** No ad matches the search; with `actions` (some filter is set), buttons to widen it. */
export function NoResults({ actions }: { actions?: NoResultsActions }) {
  return (
    <EmptyState
      py="xl"
      icon={<IconSearchOff size={32} />}
      withIndicatorBackground
      title="No ads match these filters"
      description="Try removing a filter, widening a range or searching another platform."
    >
      {actions && (
        <EmptyState.Actions>
          <Button variant="default" onClick={actions.onRemoveLast}>
            Remove the last filter
          </Button>
          <Button onClick={actions.onClearAll}>Clear all</Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  error: Error;
  onRetry: () => void;
  /** True when ads are already shown above and only the next page failed. @default false */
  nextPage?: boolean;
}

/** A failed load with its reason and a Retry button. */
export function LoadError({ error, onRetry, nextPage = false }: LoadErrorProps) {
  return (
    <RetryAlert
      title={nextPage ? 'Could not load more ads' : 'Could not load ads'}
      message={error.message}
      onRetry={onRetry}
    />
  );
}

/** Marks that every matching ad is loaded. */
export function EndOfResults({ count }: { count: number }) {
  return (
    <Divider
      my="lg"
      labelPosition="center"
      label={`End of results · ${formatInteger(count)} ${count === 1 ? 'ad' : 'ads'}`}
    />
  );
}

/** How many unreadable ads are named one by one; the rest are counted. */
const NAMED_UNREADABLE = 3;

/** Ads the service sent in a form this explorer cannot read: how many, and why for the first few. */
export function UnreadableAds({ ads }: { ads: readonly UnreadableAd[] }) {
  const count = ads.length;
  const named = ads.slice(0, NAMED_UNREADABLE);
  return (
    <Alert
      role="status"
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle />}
      mb="md"
      title={`${formatInteger(count)} ${count === 1 ? 'ad' : 'ads'} could not be shown`}
    >
      <Text size="sm">
        The service sent {count === 1 ? 'it' : 'them'} in a form this explorer cannot read; every other ad is shown.
      </Text>
      <List size="sm" mt={4}>
        {named.map((ad) => (
          <List.Item key={`${ad.page}:${ad.position}`}>
            {ad.id === undefined ? 'An ad' : `Ad #${ad.id}`} on page {ad.page}, position {ad.position + 1}: {ad.problem}
          </List.Item>
        ))}
        {count > named.length && <List.Item>and {formatInteger(count - named.length)} more</List.Item>}
      </List>
    </Alert>
  );
}
