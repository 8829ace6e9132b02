/* What a page or a list shows while a query loads: a small spinner and its words, announced politely. */
import { Group, Loader, Text } from '@mantine/core';

export function LoadingStatus({ text }: { readonly text: string }) {
  return (
    <Group justify="center" gap="sm" py="md" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text c="dimmed" size="sm">
        {text}
      </Text>
    </Group>
  );
}
