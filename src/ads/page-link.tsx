import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';

/** Props of {@link PageLink}. */
export interface PageLinkProps extends AnchorProps {
  href: string;
  /** Opens `href` inside the explorer on a plain left click. */
  onFollow(href: string): void;
  children: ReactNode;
}

/**
 * A link to another explorer page: a plain click opens it in place, a click with a modifier or
 * the middle button is the browser's (new tab, new window), as on any link.
 */
export function PageLink({ href, onFollow, children, ...props }: PageLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollow(href);
  };
  return (
    <Anchor href={href} onClick={onClick} {...props}>
      {children}
    </Anchor>
  );
}
