import type { RefObject } from 'react';
import { ActionIcon } from '@mantine/core';
import type { ScrollEdges } from './use-scroll-edges';

/** Props of `TabScrollButtons`. */
export interface TabScrollButtonsProps {
  /** The tab list that scrolls sideways. */
  list: RefObject<HTMLElement | null>;
  /** Where the list has tabs out of view (`useScrollEdges` of `list`). */
  edges: ScrollEdges;
}

/**
 * A button over each end of the tab list where tabs lie out of view, which shows the list goes on.
 * They are for the pointer: the keyboard reaches every tab with the arrow keys, Home and End, and
 * the browser scrolls the focused tab into view, so the buttons take no Tab stop. Their chevrons
 * are characters, not icon components, which would weigh more than the buttons themselves.
 */
export function TabScrollButtons({ list, edges: { left, right } }: TabScrollButtonsProps) {
  const scroll = (direction: -1 | 1) => {
    const element = list.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.75, behavior: 'smooth' });
  };
  return (
    <>
      {left && (
        <ActionIcon
          variant="default"
          pos="absolute"
          top={6}
          left={0}
          tabIndex={-1}
          aria-label="Scroll platforms left"
          onClick={() => scroll(-1)}
        >
          ‹
        </ActionIcon>
      )}
      {right && (
        <ActionIcon
          variant="default"
          pos="absolute"
          top={6}
          right={0}
          tabIndex={-1}
          aria-label="Scroll platforms right"
          onClick={() => scroll(1)}
        >
          ›
        </ActionIcon>
      )}
    </>
  );
}
