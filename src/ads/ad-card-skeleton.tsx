import { AspectRatio, Card, Group, Skeleton, Stack } from '@mantine/core';

/** A placeholder with the shape of an `AdCard`, shown while ads load. */
export function AdCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="sm" aria-hidden data-testid="ad-card-skeleton">
      <Card.Section>
        <AspectRatio ratio={1}>
          <Skeleton radius={0} />
        </AspectRatio>
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Group gap="xs">
          <Skeleton circle height={26} />
          <Skeleton height={12} width="40%" />
        </Group>
        <Skeleton height={14} />
        <Skeleton height={14} width="70%" />
        <Skeleton height={12} width="50%" />
        <Skeleton height={12} width="60%" />
      </Stack>
    </Card>
  );
}
