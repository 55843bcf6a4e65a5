import { Button, EmptyState } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';

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
