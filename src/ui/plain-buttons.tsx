import { ActionIcon, Button, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';

/*
 * Buttons that look like Mantine's `Button` and `ActionIcon`, with their classes and the variables
 * they set for a variant and size, but are plain elements: for buttons repeated on every card of
 * a grid, where each Mantine button costs its own styles, theme reads and context in every
 * render. Elsewhere, Mantine's own.
 */

/** What Mantine's buttons add to their own classes: its focus ring (on keyboard focus) and the press. */
const MANTINE_BUTTON = `mantine-focus-auto mantine-active ${UnstyledButton.classes.root}`;

/** Mantine's border of the `default` variant. */
const DEFAULT_BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)';
/** Mantine's border of the coloured variants. */
const NO_BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid transparent';

/** The variables `Button` sets for each size this file offers, as Mantine writes them. */
const BUTTON_SIZES = {
  'compact-sm': {
    '--button-height': 'var(--button-height-compact-sm)',
    '--button-padding-x': 'var(--button-padding-x-compact-sm)',
  },
  sm: { '--button-height': 'var(--button-height-sm)', '--button-padding-x': 'var(--button-padding-x-sm)' },
};

/** The variables `Button` sets for each variant this file offers, the theme's primary colour for `light`. */
const BUTTON_VARIANTS = {
  default: {
    '--button-bg': 'var(--mantine-color-default)',
    '--button-hover': 'var(--mantine-color-default-hover)',
    '--button-color': 'var(--mantine-color-default-color)',
    '--button-bd': DEFAULT_BORDER,
  },
  light: {
    '--button-bg': 'var(--mantine-primary-color-light)',
    '--button-hover': 'var(--mantine-primary-color-light-hover)',
    '--button-color': 'var(--mantine-primary-color-light-color)',
    '--button-bd': NO_BORDER,
  },
};

/** The variables `ActionIcon` sets for each variant this file offers, the theme's primary colour for `filled`. */
const ACTION_ICON_VARIANTS = {
  default: {
    '--ai-bg': 'var(--mantine-color-default)',
    '--ai-hover': 'var(--mantine-color-default-hover)',
    '--ai-color': 'var(--mantine-color-default-color)',
    '--ai-bd': DEFAULT_BORDER,
  },
  filled: {
    '--ai-bg': 'var(--mantine-primary-color-filled)',
    '--ai-hover': 'var(--mantine-primary-color-filled-hover)',
    '--ai-color': 'var(--mantine-color-white)',
    '--ai-bd': NO_BORDER,
  },
};

/** Props of {@link PlainButton}. */
export interface PlainButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'className'> {
  variant: keyof typeof BUTTON_VARIANTS;
  size: keyof typeof BUTTON_SIZES;
  /**
   * A class for an element before the label, as `Button`'s `leftSection` with `classNames.section`:
   * an icon painted on it (see `maskIconSlot`) is the section, one element where an icon inside
   * a section is two.
   */
  leftSectionClassName?: string;
  /**
   * A class for the label's element, as `Button`'s `classNames.label`: without children, an icon
   * painted on it (see `maskIconSlot`) makes the button an icon alone.
   */
  labelClassName?: string;
}

/** Mantine's `Button`, as a `<button>` and its two or three spans. */
export function PlainButton({
  variant,
  size,
  leftSectionClassName,
  labelClassName,
  children,
  style,
  ...rest
}: PlainButtonProps) {
  const variables = {
    ...BUTTON_SIZES[size],
    '--button-fz': 'var(--mantine-font-size-sm)',
    ...BUTTON_VARIANTS[variant],
  };
  return (
    <button
      type="button"
      {...rest}
      className={`${MANTINE_BUTTON} ${Button.classes.root}`}
      style={{ ...variables, ...style } as CSSProperties}
      data-variant={variant}
      data-size={size}
      data-with-left-section={leftSectionClassName === undefined ? undefined : true}
    >
      <span className={Button.classes.inner}>
        {leftSectionClassName !== undefined && (
          <span className={`${Button.classes.section} ${leftSectionClassName}`} data-position="left" />
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
  variant: keyof typeof ACTION_ICON_VARIANTS;
  size: 'md' | 'lg';
  /** The icon's element's class, as `ActionIcon`'s `classNames.icon`: the icon is painted on it. */
  iconClassName: string;
}

/** Mantine's `ActionIcon` around an icon painted on its icon slot, as a `<button>` and a span. */
export function PlainActionIcon({ variant, size, iconClassName, style, ...rest }: PlainActionIconProps) {
  const variables = { '--ai-size': `var(--ai-size-${size})`, ...ACTION_ICON_VARIANTS[variant] };
  return (
    <button
      type="button"
      {...rest}
      className={`${MANTINE_BUTTON} ${ActionIcon.classes.root}`}
      style={{ ...variables, ...style } as CSSProperties}
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
