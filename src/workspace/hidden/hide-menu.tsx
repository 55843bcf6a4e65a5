import { Menu } from '@mantine/core';
import type { MenuOnDemandProps } from '../../ui/lazy-menu';
import { OnDemandMenu } from '../../ui/on-demand-menu';

/** Props of {@link HideMenu}. */
export interface HideMenuProps extends MenuOnDemandProps {
  ownerName: string;
  onHideAd(): void;
  onHideOwner(): void;
}

/** An ad's "Hide" menu: the ad alone, or every ad of its advertiser. */
export function HideMenu({ ownerName, onHideAd, onHideOwner, ...menu }: HideMenuProps) {
  return (
    <OnDemandMenu {...menu} position="bottom-end">
      <Menu.Item onClick={onHideAd}>Hide this ad</Menu.Item>
      <Menu.Item onClick={onHideOwner}>Hide all ads of {ownerName}</Menu.Item>
    </OnDemandMenu>
  );
}
