import { cloneElement, useState, type ReactElement } from 'react';
import { Tooltip } from '@mantine/core';

/** Props of {@link LazyTooltip}. */
export interface LazyTooltipProps {
  label: string;
  /** One element that takes pointer and focus handlers and a ref (a Mantine component or DOM element). */
  children: ReactElement<{ onPointerEnter?: () => void; onFocus?: () => void }>;
}

/**
 * A Mantine `Tooltip` that costs nothing until the pointer first reaches (or focus first lands on)
 * its element: a grid of cards holds hundreds of tooltips that are never shown, and each one would
 * otherwise set up its floating position on every render.
 */
export function LazyTooltip({ label, children }: LazyTooltipProps) {
  const [armed, setArmed] = useState(false);
  if (armed) {
    return (
      <Tooltip label={label} withArrow defaultOpened>
        {children}
      </Tooltip>
    );
  }
  const arm = () => setArmed(true);
  return cloneElement(children, { onPointerEnter: arm, onFocus: arm });
}
