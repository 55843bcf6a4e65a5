import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import text from '../ui/plain-text.module.css';

/** Props of {@link PageLink}: an `<a>`'s, with its `href` and children required. */
export interface PageLinkProps extends ComponentPropsWithoutRef<'a'> {
  href: string;
  /** Opens `href` inside the explorer on a plain left click. */
  onFollow(href: string): void;
}

/**
 * A link to another explorer page: a plain click opens it in place, a click with a modifier or
 * the middle button is the browser's (new tab, new window), as on any link. A plain `<a>` in the
 * theme's link look; `className` adds its size and layout.
 */
export function PageLink({ href, onFollow, className, ...props }: PageLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollow(href);
  };
  return <a {...props} href={href} onClick={onClick} className={className ? `${text.link} ${className}` : text.link} />;
}
