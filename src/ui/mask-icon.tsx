import type { ComponentPropsWithRef, CSSProperties } from 'react';
import classes from './mask-icon.module.css';

/** An icon's drawing as a CSS image (`url(data:…)`), made once per icon by {@link maskImage}. */
export type MaskImage = string & { readonly maskImage: unique symbol };

/**
 * A Tabler icon's SVG file (imported with `?raw`) as a mask image; `stroke` sets an outline
 * icon's line width (Tabler draws 2).
 */
export function maskImage(svg: string, stroke?: number): MaskImage {
  const drawn = stroke === undefined ? svg : svg.replace(/stroke-width="[\d.]+"/, `stroke-width="${stroke}"`);
  return `url("data:image/svg+xml,${encodeURIComponent(drawn)}")` as MaskImage;
}

/**
 * A mask icon painted on an element a component renders anyway (an `ActionIcon`'s icon slot, an
 * empty `Button` label), so the icon costs no element at all: `className` goes on that slot
 * (`classNames`), `style` on the component, whose slots inherit its variables.
 */
export function maskIconSlot(image: MaskImage, size: number): { className: string | undefined; style: CSSProperties } {
  return {
    className: classes.icon!,
    style: { '--mask-icon': image, '--mask-icon-size': `${size}px` } as CSSProperties,
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
 * besides its own. For icons repeated on every card of a long grid.
 */
export function MaskIcon({ image, size, label, color, ...rest }: MaskIconProps) {
  const { className, style } = maskIconSlot(image, size);
  const role = label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return <span {...rest} {...role} className={className} style={{ ...style, color }} />;
}
