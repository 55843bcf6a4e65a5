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
      {left && <ScrollButton side="left" onClick={() => scroll(-1)} />}
      {right && <ScrollButton side="right" onClick={() => scroll(1)} />}
    </>
  );
}

/** The button over one end of the tab list, named for the way it scrolls. */
function ScrollButton({ side, onClick }: { side: 'left' | 'right'; onClick(): void }) {
  return (
    <ActionIcon
      variant="default"
      pos="absolute"
      top={6}
      left={side === 'left' ? 0 : undefined}
      right={side === 'right' ? 0 : undefined}
      tabIndex={-1}
      aria-label={`Scroll platforms ${side}`}
      onClick={onClick}
    >
      {side === 'left' ? '‹' : '›'}
    </ActionIcon>
  );
}
