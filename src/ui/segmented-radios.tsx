import { SegmentedControl } from '@mantine/core';
import type { CSSProperties } from 'react';

/** One choice of {@link SegmentedRadios}. */
export interface SegmentedChoice<T extends string> {
  value: T;
  label: string;
}

/** Props of {@link SegmentedRadios}; the group is named by `aria-label` or `aria-labelledby`. */
export interface SegmentedRadiosProps<T extends string> {
  /** The radios' name; each radio's id is `${name}-${value}`, so it must be unique in the page. */
  name: string;
  data: readonly SegmentedChoice<T>[];
  value: T;
  onChange(value: T): void;
  disabled?: boolean;
  /** Stretches the group over its container's width. Default false. */
  fullWidth?: boolean;
  /** Mantine's `xs` or `sm` (default) sizes. */
  size?: 'xs' | 'sm';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}

const classes = SegmentedControl.classes;

/**
 * Mantine's `SegmentedControl` as plain radios with its classes, without its sliding indicator: the
 * chosen segment draws its own background (Mantine's style before the indicator is measured). The
 * indicator measured every segment and set state from refs and effects in the commit that mounts
 * or hydrates it, which made React finish the whole page's hydration effects at once; these
 * render once.
 */
export function SegmentedRadios<T extends string>({
  name,
  data,
  value,
  onChange,
  disabled,
  fullWidth,
  size = 'sm',
  ...aria
}: SegmentedRadiosProps<T>) {
  const vars = {
    '--sc-padding': `var(--sc-padding-${size})`,
    '--sc-font-size': `var(--mantine-font-size-${size})`,
    '--sc-shadow': 'var(--mantine-shadow-xs)',
  } as CSSProperties;
  return (
    <div
      {...aria}
      role="radiogroup"
      className={classes.root}
      style={vars}
      data-full-width={fullWidth || undefined}
      data-with-items-borders
      data-disabled={disabled || undefined}
    >
      {data.map((choice) => {
        const id = `${name}-${choice.value}`;
        const active = choice.value === value;
        return (
          <div key={choice.value} className={classes.control} data-active={active || undefined}>
            <input
              className={classes.input}
              type="radio"
              id={id}
              name={name}
              value={choice.value}
              checked={active}
              disabled={disabled}
              onChange={() => onChange(choice.value)}
              data-focus-ring="auto"
            />
            <label
              className={classes.label}
              htmlFor={id}
              data-active={(active && !disabled) || undefined}
              data-disabled={disabled || undefined}
            >
              <span className={classes.innerLabel}>{choice.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
