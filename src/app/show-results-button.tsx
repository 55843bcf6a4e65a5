import { Box, Button } from '@mantine/core';
import { formatCount } from '../ads/format-number';
import { useTabTotals } from './tab-search';

/** Props of `ShowResultsButton`. */
export interface ShowResultsButtonProps {
  /** Closes the filter sheet. */
  onClick(): void;
}

/**
 * The filter sheet's way back to the results (small screens only): it says how many the filters
 * leave ("Show 1,234 results") where the service counts them, and "Show results" otherwise.
 */
export function ShowResultsButton({ onClick }: ShowResultsButtonProps) {
  const total = useTabTotals()?.total;
  return (
    <Box hiddenFrom="sm" pt="sm">
      <Button fullWidth onClick={onClick}>
        {total ? `Show ${formatCount(total, 'result', 'results')}` : 'Show results'}
      </Button>
    </Box>
  );
}
