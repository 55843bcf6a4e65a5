import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './external-link.module.css';
import { safeHttpUrl } from './safe-url';

/** Props of {@link ExternalLink}. */
export interface ExternalLinkProps {
  /** Untrusted URL; only http(s) becomes a link. */
  href: string;
  /** Link text; the URL itself when absent. */
  children?: ReactNode;
}

/**
 * A link out of the explorer that opens in a new tab without a referrer or an `opener`. A URL
 * that is not http(s) is shown as plain text, never as a link.
 */
export function ExternalLink({ href, children }: ExternalLinkProps) {
  const url = safeHttpUrl(href);
  if (!url) return <Text size="sm">{href}</Text>;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" className={classes.link}>
      {children ?? href}
    </Anchor>
  );
}
