import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, readableColor } from '../../src/app/readable-color';
import { cssVariablesResolver, theme } from '../../src/app/theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const { colors, white } = merged;
const resolved = cssVariablesResolver(merged);

describe('contrastRatio', () => {
  it('spans 1 (same colour) to 21 (black on white)', () => {
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });
});

describe('readableColor', () => {
  it('keeps a colour that already reads and moves one that does not only as far as it must', () => {
    expect(readableColor('#495057', ['#ffffff'], 'black')).toBe('#495057');
    const dimmed = readableColor('#868e96', ['#ffffff'], 'black');
    expect(contrastRatio(dimmed, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(dimmed, '#ffffff')).toBeLessThan(5.5);
    const onDark = readableColor('#828282', ['#2e2e2e'], 'white');
    expect(contrastRatio(onDark, '#2e2e2e')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('the theme reads at WCAG AA', () => {
  it('dimmed text on the light surfaces and on dark cards and hovers', () => {
    // The premise: Mantine's own dimmed shades do not.
    expect(contrastRatio(colors.gray[6], white)).toBeLessThan(AA_TEXT);
    expect(contrastRatio(colors.dark[2], colors.dark[6])).toBeLessThan(AA_TEXT);
    const light = resolved.light['--mantine-color-dimmed']!;
    const dark = resolved.dark['--mantine-color-dimmed']!;
    for (const surface of [white, colors.gray[0], colors.gray[1], colors.gray[2]]) {
      expect(contrastRatio(light, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    }
    for (const surface of [colors.dark[5], colors.dark[6], colors.dark[7]]) {
      expect(contrastRatio(dark, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('the text of every colour’s light variant (badges like “Upgrade to Pro”) on its background', () => {
    expect(contrastRatio(colors.yellow[9], colors.yellow[1])).toBeLessThan(AA_TEXT);
    for (const [name, shades] of Object.entries(colors)) {
      const text = resolved.light[`--mantine-color-${name}-light-color`]!;
      expect(contrastRatio(text, shades[1]), name).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(text, shades[2]), name).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('links on white and white on filled primary buttons', () => {
    const primary = colors[merged.primaryColor]!;
    const shade = typeof merged.primaryShade === 'number' ? merged.primaryShade : merged.primaryShade.light;
    expect(contrastRatio(primary[shade], white)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
