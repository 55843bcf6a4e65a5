import { cloneElement, type ComponentType, type ReactElement, type Ref } from 'react';
import { lazyUntilOpened } from './lazy-until-opened';

/** Props every menu loaded on first use takes (see {@link lazyMenu}), beside its own. */
export interface MenuOnDemandProps {
  /** The button that opens the menu, named by its `aria-label`; shown before the menu's code has loaded too. */
  target: ReactElement<{
    ref?: Ref<HTMLElement>;
    onClick?(): void;
    'aria-haspopup'?: 'menu';
    'aria-expanded'?: boolean;
  }>;
  opened: boolean;
  onChange(opened: boolean): void;
}

/**
 * A menu whose code (Mantine's `Menu` and its floating layer) loads on the first click of its
 * button, so the first page load carries only the buttons. Until then the button stands alone
 * and says it opens a menu; the loaded menu ({@link OnDemandMenu}) takes over the button, gives
 * it the focus back and opens, so focus goes into the menu and returns to the button on close.
 */
export function lazyMenu<P extends MenuOnDemandProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyUntilOpened<P>(
    load,
    (props) => props.opened,
    (props) => ({ ...props, opened: false }),
    (props) =>
      cloneElement(props.target, {
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        onClick: () => props.onChange(true),
      }),
  );
}
