import { Menu } from '@mantine/core';
import { navigateTo } from '../search/address';
import { urlOfSearch } from '../search/url-sync';
import { useSearchStoreApi } from '../search/search-store-context';
import type { MenuOnDemandProps } from '../ui/lazy-menu';
import { OnDemandMenu } from '../ui/on-demand-menu';
import { WORKSPACE_PATHS } from '../workspace/core/workspace-route';

/** Props of `WorkspaceMenu`. */
export interface WorkspaceMenuProps extends MenuOnDemandProps {
  /** A demo visitor's plan and workspace (`workspaceLabel`), the menu's first line; none for a real key. */
  label: string | undefined;
}

/** The header's menu of workspace pages, and the way back to the search left behind them. */
export function WorkspaceMenu({ label, ...props }: WorkspaceMenuProps) {
  const store = useSearchStoreApi();
  return (
    <OnDemandMenu {...props} position="bottom-end">
      {label && <Menu.Label>{label}</Menu.Label>}
      <Menu.Item onClick={() => navigateTo(urlOfSearch(store.getState()))}>Search</Menu.Item>
      <Menu.Item onClick={() => navigateTo(WORKSPACE_PATHS.boards)}>Boards</Menu.Item>
      <Menu.Item onClick={() => navigateTo(WORKSPACE_PATHS.savedSearches)}>Saved searches</Menu.Item>
      <Menu.Item onClick={() => navigateTo(WORKSPACE_PATHS.hidden)}>Hidden</Menu.Item>
    </OnDemandMenu>
  );
}
