import type { KeyboardEvent } from 'react';

/** Where each key moves focus among a group's enabled controls, from the focused one's index. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Keyboard handler for a group that is one tab stop: the arrow keys move focus to the next or
 * previous enabled input of the group (wrapping), Home and End to the first and last. The
 * controls keep their own keys (Space toggles a checkbox).
 */
export function moveFocusInGroup(event: KeyboardEvent<HTMLElement>): void {
  const move = MOVES[event.key];
  if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
  const inputs = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input:not(:disabled)')];
  const index = inputs.findIndex((input) => input === event.target);
  if (index === -1) return;
  event.preventDefault();
  inputs[move(index, inputs.length)]?.focus();
}
