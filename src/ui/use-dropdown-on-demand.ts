import { useState } from 'react';

/**
 * Props for a Mantine `Select` or `MultiSelect` whose closed dropdown mounts the first time the
 * field is pointed at or focused, not with the page. Mantine keeps a closed dropdown's options
 * mounted so that the first arrow key finds the chosen option; mounted with a server-drawn page,
 * every select's portal, scroll area and options rendered synchronously right after hydration's
 * commit, and their updates made React run the page's effects and render again in that commit.
 */
export function useDropdownOnDemand() {
  const [wanted, setWanted] = useState(false);
  const want = wanted ? undefined : () => setWanted(true);
  return { comboboxProps: { keepMounted: wanted }, wrapperProps: { onFocus: want, onPointerEnter: want } };
}
