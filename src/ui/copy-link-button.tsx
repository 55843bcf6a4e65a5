import { Button, type MantineSize } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { copyText } from './copy-text';

/** How long the button says "Copied" after a copy. */
const CONFIRM_MS = 2000;

/** Props of `CopyLinkButton`. */
export interface CopyLinkButtonProps {
  /** What the link reopens, said in the confirmation; default "this tab with these filters". */
  opens?: string;
  /** Mantine button size; default `sm`. */
  size?: MantineSize | `compact-${MantineSize}`;
}

/** Copies this page's address — the whole search state, never the connection — and confirms it. */
export function CopyLinkButton({ opens = 'this tab with these filters', size = 'sm' }: CopyLinkButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    const href = window.location.href;
    if (await copyText(href)) {
      setCopied(true);
      notifications.show({ message: `Link copied: it opens ${opens}.`, color: 'teal' });
    } else {
      notifications.show({ message: `Copy this link by hand: ${href}`, color: 'yellow', autoClose: false });
    }
  };
  return (
    <Button
      variant="default"
      size={size}
      leftSection={copied ? <IconCheck size={16} /> : <IconLink size={16} />}
      onClick={copy}
    >
      {copied ? 'Copied' : 'Copy link'}
    </Button>
  );
}
