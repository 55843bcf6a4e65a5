import { createTheme, type CSSVariablesResolver, type DrawerProps, type ModalProps } from '@mantine/core';
import { readableColor } from './readable-color';

const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * The explorer's theme. Fonts are the system stack: nothing is loaded from the network. The
 * primary shade is 7 in light mode: links on white and white on filled buttons read 5:1 there
 * (Mantine's shade 6 reads 4.3:1, under WCAG AA). Drawers, dialogs and dropdowns appear at once,
 * without sliding or fading, for a reader whose system asks for less motion. A dialog's `<header>`
 * is not the page's banner: it would be a second `banner` landmark while the dialog is open. Plain
 * objects rather than `Drawer.extend`, which would put both components into the first load (they
 * load with their dialogs).
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  respectReducedMotion: true,
  fontFamily: SYSTEM_FONTS,
  headings: { fontFamily: SYSTEM_FONTS },
  components: {
    Drawer: { defaultProps: { attributes: { header: { role: 'none' } } } satisfies Partial<DrawerProps> },
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } satisfies Partial<ModalProps> },
  },
});

/**
 * Colour variables that read at WCAG AA (4.5:1) on the surfaces they sit on, where Mantine's
 * defaults do not: dimmed text (light gray.6 reads 3.3:1 on white, dark.2 3.5:1 on a dark card),
 * the text of `light` variants (yellow.9 on yellow.1 reads 2.7:1), a field's error (red.6 reads
 * 3.3:1 on white) and a picker's placeholder (gray.5 reads 2.1:1). Each starts from Mantine's
 * own shade and moves toward black or white only as far as it must. Pass it to `MantineProvider`.
 */
export const cssVariablesResolver: CSSVariablesResolver = ({ colors, white }) => {
  const { gray, dark } = colors;
  const light: Record<string, string> = {
    '--mantine-color-dimmed': readableColor(gray[6], [white, gray[0], gray[1], gray[2]], 'black'),
    '--mantine-color-error': readableColor(colors.red[6], [white], 'black'),
    '--mantine-color-placeholder': readableColor(gray[5], [white], 'black'),
  };
  for (const [name, shades] of Object.entries(colors)) {
    light[`--mantine-color-${name}-light-color`] = readableColor(shades[9], [shades[1], shades[2]], 'black');
  }
  return {
    variables: {},
    light,
    dark: {
      '--mantine-color-dimmed': readableColor(dark[2], [dark[5], dark[6], dark[7]], 'white'),
      '--mantine-color-error': readableColor(colors.red[8], [dark[6], dark[7]], 'white'),
      '--mantine-color-placeholder': readableColor(dark[3], [dark[6], dark[7]], 'white'),
    },
  };
};
