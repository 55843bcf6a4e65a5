import { Button, VisuallyHidden, type MantineSize } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { copyText } from './copy-text';
import { LazyTooltip } from './lazy-tooltip';
import iconBelowMd from './icon-below-md.module.css';

/** How long the button says "Copied" after a copy. */
const CONFIRM_MS = 2000;

/** Props of `CopyLinkButton`. */
export interface CopyLinkButtonProps {
  /** The address to copy, absolute or a path of this site; default this page's address. */
  href?: string;
  /** What the link reopens, said in the tooltip and the confirmation; default "this tab with these filters". */
  opens?: string;
  /** Mantine button size; default `sm`. */
  size?: MantineSize | `compact-${MantineSize}`;
  /** Shows only the icon below the `sm` breakpoint (a crowded header); default false. */
  compactOnPhone?: boolean;
}

/**
 * Copies this page's address (or `href`) — the whole search state, never the connection — and confirms it on
 * the button itself ("Copied", and a status message for screen readers), so no toast covers what
 * the user is reading. Only a failed copy shows a toast: it holds the link to copy by hand.
 */
export function CopyLinkButton({
  href: given,
  opens = 'this tab with these filters',
  size = 'sm',
  compactOnPhone = false,
}: CopyLinkButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    const href = given === undefined ? window.location.href : new URL(given, window.location.href).href;
    if (await copyText(href)) setCopied(true);
    else notifications.show({ message: `Copy this link by hand: ${href}`, color: 'yellow', autoClose: false });
  };
  const label = copied ? 'Copied' : 'Copy link';
  return (
    <>
      <LazyTooltip label={`Copy a link that opens ${opens}`}>
        <Button
          variant="default"
          size={size}
          leftSection={copied ? <IconCheck size={16} /> : <IconLink size={16} />}
          onClick={copy}
          aria-label={label}
          className={compactOnPhone ? iconBelowMd.button : undefined}
        >
          <span className={iconBelowMd.label}>{label}</span>
        </Button>
      </LazyTooltip>
      <VisuallyHidden role="status">{copied && `Link copied: it opens ${opens}.`}</VisuallyHidden>
    </>
  );
}
