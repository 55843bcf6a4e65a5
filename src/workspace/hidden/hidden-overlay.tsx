import { Button, Overlay, Stack, Text } from '@mantine/core';

/** Props of {@link HiddenOverlay}. */
export interface HiddenOverlayProps {
  /** What is hidden ("Ad", or the advertiser's name); nothing shows for `null`. */
  hidden: string | null;
  onShowAgain(): void;
}

/** The cover over a hidden ad's card: what was hidden, and Show again. */
export function HiddenOverlay({ hidden, onShowAgain }: HiddenOverlayProps) {
  if (hidden === null) return null;
  return (
    <Overlay backgroundOpacity={0.92} color="var(--mantine-color-body)" blur={2} zIndex={2}>
      <Stack h="100%" align="center" justify="center" gap="xs" onClick={(event) => event.stopPropagation()}>
        <Text size="sm" fw={500}>
          {hidden} hidden
        </Text>
        <Button size="compact-sm" variant="light" onClick={onShowAgain}>
          Show again
        </Button>
      </Stack>
    </Overlay>
  );
}
