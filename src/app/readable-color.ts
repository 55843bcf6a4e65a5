import { darken, lighten, luminance } from '@mantine/core';

/** WCAG 2 contrast ratio of two opaque colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for body text. */
export const AA_TEXT = 4.5;

/**
 * `color`, darkened (`toward` `'black'`) or lightened (`'white'`) in small steps until it reads at
 * `ratio` or better on every one of `backgrounds`; `color` itself when it already does.
 */
export function readableColor(
  color: string,
  backgrounds: readonly string[],
  toward: 'black' | 'white',
  ratio = AA_TEXT,
): string {
  const shift = toward === 'black' ? darken : lighten;
  for (let amount = 0; amount < 1; amount += 0.02) {
    const candidate = amount === 0 ? color : shift(color, amount);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= ratio)) return candidate;
  }
  return toward === 'black' ? '#000000' : '#ffffff';
}
