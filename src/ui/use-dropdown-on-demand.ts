import { useState } from 'react';

/**
 * Props for a Mantine `Select` or `MultiSelect` whose closed dropdown mounts the first time the
 * field is pointed at or focused, not with the field. Mantine keeps a closed dropdown's options
 * mounted so that the first arrow key finds the chosen option: mounted with the fields, every
 * select's portal, scroll area and options rendered with the filter panel. (A field the server
 * drew waits for its first use as a whole: `LiveOnFirstUse`.)
 */
export function useDropdownOnDemand() {
  const [wanted, setWanted] = useState(false);
  const want = wanted ? undefined : () => setWanted(true);
  return { comboboxProps: { keepMounted: wanted }, wrapperProps: { onFocus: want, onPointerEnter: want } };
}
