import { Button } from '@mantine/core';
import { selectDensity } from '../search/search-selectors';
import { useSearchStore } from '../search/search-store-context';

/**
 * Toggles the grid between comfortable and compact cards (smaller, more to a row) as a pressed
 * button; the density is kept in the link (`density=compact`), so a reload or a shared link keeps it.
 */
export function DensityButton() {
  const compact = useSearchStore(selectDensity) === 'compact';
  const setDensity = useSearchStore((s) => s.setDensity);
  return (
    <Button
      variant={compact ? 'light' : 'default'}
      size="xs"
      aria-pressed={compact}
      onClick={() => setDensity(compact ? 'comfortable' : 'compact')}
    >
      Compact
    </Button>
  );
}
