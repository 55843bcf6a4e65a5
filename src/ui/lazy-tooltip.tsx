import {
  cloneElement,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { useMergedRef } from '@mantine/hooks';
import { lazyUntilOpened } from './lazy-until-opened';
import type { TooltipAtProps } from './tooltip-at';

const LazyTooltipAt = lazyUntilOpened<TooltipAtProps>(
  () => import('./tooltip-at').then((module) => module.TooltipAt),
  (props) => props.opened,
  (props) => ({ ...props, opened: false }),
);

/** The handlers and ref {@link LazyTooltip} gives its element, beside any the element has. */
interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?(event: PointerEvent<HTMLElement>): void;
  onPointerLeave?(event: PointerEvent<HTMLElement>): void;
  onFocus?(event: FocusEvent<HTMLElement>): void;
  onBlur?(event: FocusEvent<HTMLElement>): void;
  onKeyDown?(event: KeyboardEvent<HTMLElement>): void;
}

/** Props of {@link LazyTooltip}. */
export interface LazyTooltipProps {
  /** What the tooltip says; the element names itself too (`aria-label`), as the tooltip is not there until shown. */
  label: string;
  /** One element that takes pointer, focus and key handlers and a ref (a Mantine component or DOM element). */
  children: ReactElement<TriggerProps>;
}

/**
 * A tooltip whose code loads when the pointer first reaches its element (or keyboard focus first
 * lands on it), so neither the first page load nor a grid of cards with hundreds of never-shown
 * tooltips pays for it. It shows while a mouse pointer is over the element or it has keyboard
 * focus, and Esc hides it. The element stays the same one throughout: its focus is never lost.
 */
export function LazyTooltip({ label, children }: LazyTooltipProps) {
  const target = useRef<HTMLElement>(null);
  const ref = useMergedRef(target, children.props.ref);
  const [opened, setOpened] = useState(false);
  const own = children.props;
  const trigger = cloneElement(children, {
    ref,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') setOpened(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      setOpened(false);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (event.currentTarget.matches(':focus-visible')) setOpened(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      setOpened(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      own.onKeyDown?.(event);
      if (event.key === 'Escape') setOpened(false);
    },
  });
  return (
    <>
      {trigger}
      <LazyTooltipAt label={label} target={target} opened={opened} />
    </>
  );
}
