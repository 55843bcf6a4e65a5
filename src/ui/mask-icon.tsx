import type { ComponentPropsWithRef, CSSProperties } from 'react';
import classes from './mask-icon.module.css';

/** The stylesheet that draws a set of icons made by {@link maskImages}: its name and its rules. */
interface MaskSheet {
  readonly name: string;
  readonly rules: string;
}

/** One icon of a {@link MaskSheet}: the classes that paint it on an element with the `.icon` class. */
export interface MaskImage {
  readonly className: string;
  readonly sheet: MaskSheet;
}

/** The width and height of a Tabler icon, and of its cell in a sheet's image. */
const CELL = 24;

/** A Tabler outline icon's SVG drawn with lines `stroke` wide (Tabler draws 2). */
export function withStroke(svg: string, stroke: number): string {
  return svg.replace(/stroke-width="[\d.]+"/, `stroke-width="${stroke}"`);
}

/**
 * Tabler icons' SVG files (imported with `?raw`) as mask images, all drawn from one image: the
 * icons side by side in one SVG. The browser builds a document for every distinct SVG image a
 * page paints, about a millisecond each; a card's icons then cost one, not one per icon. `set`
 * names the set's classes (`mask-icons-<set>`), so it is unique among the app's sets.
 */
export function maskImages<K extends string>(set: string, svgs: Record<K, string>): Record<K, MaskImage> {
  const entries = Object.entries(svgs) as [K, string][];
  const cells = entries.map(([, svg], i) => svg.replace('<svg', `<svg x="${i * CELL}"`));
  const image = `<svg xmlns="http://www.w3.org/2000/svg" width="${entries.length * CELL}" height="${CELL}">${cells.join('')}</svg>`;
  const name = `mask-icons-${set}`;
  // Sized to the element, the image is as many elements wide as it has icons; each is a position.
  const at = (i: number) => (entries.length === 1 ? 0 : (100 * i) / (entries.length - 1));
  const rules = [
    `.${name}{--mask-icon:url("data:image/svg+xml,${encodeURIComponent(image)}");--mask-icon-grid:${entries.length * 100}% 100%}`,
    ...entries.map((_, i) => `.${name}-${i}{--mask-icon-at:${at(i)}% 0}`),
  ].join('');
  const sheet = { name, rules };
  return Object.fromEntries(entries.map(([key], i) => [key, { className: `${name} ${name}-${i}`, sheet }])) as Record<
    K,
    MaskImage
  >;
}

/**
 * The stylesheet that draws `image`, in the document once however many icons use it: React hoists
 * the `<style>` into the head (to the front of a server-rendered page) and keeps one per `href`.
 * A grid of cards then repeats class names, not drawings.
 */
export function MaskSheetStyle({ image }: { image: MaskImage }) {
  return (
    <style href={image.sheet.name} precedence="mask-icons">
      {image.sheet.rules}
    </style>
  );
}

/**
 * A mask icon painted on an element a component renders anyway (an `ActionIcon`'s icon slot, an
 * empty `Button` label), so the icon costs no element at all: `className` goes on that slot
 * (`classNames`), `style` on the component, whose slots inherit its variables. The caller renders
 * the image's {@link MaskSheetStyle} beside the component.
 */
export function maskIconSlot(image: MaskImage, size: number): { className: string; style: CSSProperties } {
  return {
    className: `${classes.icon} ${image.className}`,
    style: { '--mask-icon-size': `${size}px` } as CSSProperties,
  };
}

/** Props of {@link MaskIcon}; other props go to its `<span>` (a tooltip's handlers and ref). */
export interface MaskIconProps extends Omit<ComponentPropsWithRef<'span'>, 'children' | 'style' | 'className'> {
  image: MaskImage;
  /** Width and height in pixels. */
  size: number;
  /** What the icon says (an image named so); without it the icon is decoration, hidden from assistive technology. */
  label?: string;
  /** A CSS colour; default the text colour. */
  color?: string;
}

/**
 * An icon painted through a CSS mask: one element, where an inline SVG takes one per shape
 * besides its own. For icons repeated on every card of a long grid. The component that shows
 * icons of a set renders the set's {@link MaskSheetStyle} once beside them: a sheet per icon
 * would cost each icon two more parts to render, dozens on every card.
 */
export function MaskIcon({ image, size, label, color, ...rest }: MaskIconProps) {
  const { className, style } = maskIconSlot(image, size);
  const role = label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return <span {...rest} {...role} className={className} style={{ ...style, color }} />;
}
