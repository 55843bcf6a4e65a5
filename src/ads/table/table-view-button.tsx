import { Button } from '@mantine/core';
import { selectView } from '../../search/search-selectors';
import { useSearchStore } from '../../search/search-store-context';

/**
 * Toggles the results between the grid of cards and the table of rows as a pressed button; the
 * view is kept in the link (`view=table`), so a reload or a shared link keeps it.
 */
export function TableViewButton() {
  const table = useSearchStore(selectView) === 'table';
  const setView = useSearchStore((s) => s.setView);
  return (
    <Button
      variant={table ? 'light' : 'default'}
      size="xs"
      aria-pressed={table}
      onClick={() => setView(table ? 'grid' : 'table')}
    >
      Table
    </Button>
  );
}
