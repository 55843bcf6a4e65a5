import { cloneElement, useEffect, useRef, type ReactNode } from 'react';
import { Menu, type MenuProps } from '@mantine/core';
import type { MenuOnDemandProps } from './lazy-menu';

/** Props of {@link OnDemandMenu}: the menu's button and state, Mantine `Menu` props, and the items. */
export interface OnDemandMenuProps extends MenuOnDemandProps, Omit<MenuProps, 'opened' | 'onChange' | 'children'> {
  /** `Menu.Item`s and `Menu.Label`s. */
  children: ReactNode;
}

/**
 * The Mantine `Menu` of a menu loaded on first use ({@link lazyMenu}). It mounts on that first
 * click, closed, in place of the button clicked: the new button takes the focus before the menu
 * opens, so the menu notes it and returns focus there on close, as a menu loaded with the page does.
 */
export function OnDemandMenu({ target, opened, onChange, children, ...menu }: OnDemandMenuProps) {
  const button = useRef<HTMLElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <Menu {...menu} opened={opened} onChange={onChange}>
      <Menu.Target>{cloneElement(target, { ref: button })}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
