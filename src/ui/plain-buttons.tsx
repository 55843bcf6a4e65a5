import { ActionIcon, Button, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import classes from './plain-buttons.module.css';

/*
 * Buttons that look like Mantine's `Button` and `ActionIcon` (their classes and stylesheet) but
 * are plain elements: for buttons repeated on every card of a grid, where each Mantine button
 * costs its own styles, variables and context reads in every render. Elsewhere, Mantine's own.
 */

/** What Mantine's buttons add to their own classes: its focus ring (on keyboard focus) and the press. */
const MANTINE_BUTTON = `mantine-focus-auto mantine-active ${UnstyledButton.classes.root}`;

/** Props of {@link PlainButton}. */
export interface PlainButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'className'> {
  variant: 'default' | 'light';
  size: 'compact-sm' | 'sm';
  /** Before the label, as `Button`'s `leftSection`. */
  leftSection?: ReactNode;
  /**
   * A class for the label's element, as `Button`'s `classNames.label`: without children, an icon
   * painted on it (see `maskIconSlot`) makes the button an icon alone.
   */
  labelClassName?: string;
}

/** Mantine's `Button`, as a `<button>` and its two or three spans. */
export function PlainButton({ variant, size, leftSection, labelClassName, children, ...rest }: PlainButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={`${MANTINE_BUTTON} ${Button.classes.root} ${classes.button}`}
      data-variant={variant}
      data-size={size}
      data-with-left-section={leftSection === undefined ? undefined : true}
      data-icon-only={children === undefined ? true : undefined}
    >
      <span className={Button.classes.inner}>
        {leftSection !== undefined && (
          <span className={Button.classes.section} data-position="left">
            {leftSection}
          </span>
        )}
        <span className={labelClassName ? `${Button.classes.label} ${labelClassName}` : Button.classes.label}>
          {children}
        </span>
      </span>
    </button>
  );
}

/** Props of {@link PlainActionIcon}. */
export interface PlainActionIconProps extends Omit<ComponentPropsWithRef<'button'>, 'className' | 'children'> {
  variant: 'default' | 'filled';
  size: 'md' | 'lg';
  /** The icon's element's class, as `ActionIcon`'s `classNames.icon`: the icon is painted on it. */
  iconClassName: string;
}

/** Mantine's `ActionIcon` around an icon painted on its icon slot, as a `<button>` and a span. */
export function PlainActionIcon({ variant, size, iconClassName, ...rest }: PlainActionIconProps) {
  return (
    <button
      type="button"
      {...rest}
      className={`${MANTINE_BUTTON} ${ActionIcon.classes.root} ${classes.icon}`}
      data-variant={variant}
      data-size={size}
    >
      <span className={`${ActionIcon.classes.icon} ${iconClassName}`} />
    </button>
  );
}

/** Mantine's `Button.Group`: buttons joined side by side. */
export function PlainButtonGroup({ children }: { children: ReactNode }) {
  return (
    <div className={Button.classes.group} data-orientation="horizontal" role="group">
      {children}
    </div>
  );
}

/** A row of buttons 4 px apart that never wraps, as Mantine's `Group gap={4} wrap="nowrap"`. */
export function PlainButtonRow(props: Omit<ComponentPropsWithRef<'div'>, 'className'>) {
  return <div {...props} className={classes.row} />;
}
