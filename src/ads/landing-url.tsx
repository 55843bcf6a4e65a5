import { Button, CopyButton, Group, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { ExternalLink } from './external-link';
import classes from './landing-url.module.css';

/** How long Copy says "Copied" after a copy. */
const CONFIRM_MS = 2000;

/** Props of {@link LandingUrl}. */
export interface LandingUrlProps {
  /** The ad's landing URL, untrusted: only http(s) becomes a link; Copy copies it as given. */
  href: string;
}

/**
 * An ad's landing URL as a link opening in a new tab (no referrer, no `opener`), with Copy beside
 * it that says "Copied" on itself and to screen readers for a moment.
 */
export function LandingUrl({ href }: LandingUrlProps) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <span className={classes.url}>
        <ExternalLink href={href} />
      </span>
      <CopyButton value={href} timeout={CONFIRM_MS}>
        {({ copied, copy }) => (
          <>
            <Button
              variant="default"
              size="compact-xs"
              onClick={copy}
              aria-label={copied ? 'Copied' : 'Copy landing URL'}
              leftSection={copied ? <IconCheck aria-hidden size={14} /> : <IconCopy aria-hidden size={14} />}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
            <VisuallyHidden role="status">{copied && 'Landing URL copied.'}</VisuallyHidden>
          </>
        )}
      </CopyButton>
    </Group>
  );
}
