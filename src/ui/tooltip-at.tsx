import type { RefObject } from 'react';
import { Tooltip } from '@mantine/core';

/** Props of {@link TooltipAt}. */
export interface TooltipAtProps {
  label: string;
  /** The element the tooltip points at. */
  target: RefObject<HTMLElement | null>;
  opened: boolean;
}

/** A Mantine `Tooltip` beside its element rather than around it, opened by whoever owns the element. */
export function TooltipAt({ label, target, opened }: TooltipAtProps) {
  return <Tooltip label={label} target={target} opened={opened} withArrow />;
}
