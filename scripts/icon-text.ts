import type { Plugin } from 'vite';

/** A Tabler file's outline of the icon box: drawn with neither stroke nor fill, it paints nothing. */
const EMPTY_BOX = /<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/g;

/** A Tabler icon's SVG text with only what draws it: no box, no class names, no layout whitespace. */
export function trimmedIcon(svg: string): string {
  return svg
    .replace(EMPTY_BOX, '')
    .replace(/\sclass="[^"]*"/g, '')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .replace(/\s*(\/?>)/g, '$1')
    .trim();
}

/**
 * Trims the text of Tabler icons imported with `?raw` (the card's mask icons, in every first load)
 * to what draws them: the files carry indentation, class names and an empty box, a third of their
 * bytes.
 */
export function iconText(): Plugin {
  return {
    name: 'ads-explorer:icon-text',
    transform(code, id) {
      if (!/[\\/]@tabler[\\/]icons[\\/].+\.svg\?raw$/.test(id)) return null;
      const text = /^export default (".*");?\s*$/s.exec(code)?.[1];
      if (text === undefined) return null;
      return { code: `export default ${JSON.stringify(trimmedIcon(JSON.parse(text) as string))};`, map: null };
    },
  };
}
