import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { copyText } from './copy-text';

/** Copies this page's address — the whole search state, never the connection — and confirms it. */
export function CopyLinkButton() {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const ok = await copyText(window.location.href);
    if (ok) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      notifications.show({ message: 'Link copied: it opens this tab with these filters.', color: 'teal' });
    } else {
      notifications.show({ message: `Copy this link by hand: ${window.location.href}`, color: 'yellow', autoClose: false });
    }
  };
  return (
    <Button variant="default" leftSection={copied ? <IconCheck size={16} /> : <IconLink size={16} />} onClick={copy}>
      {copied ? 'Copied' : 'Copy link'}
    </Button>
  );
}
