import { Alert, Button, Group, Text } from '@mantine/core';

/**
 * Something failed and may be tried again: the message and a retry button, in the danger colour. Each caller gives
 * its own texts (a list that could not load, a choice that could not be saved).
 */
export function RetryAlert({
  message,
  retryLabel,
  onRetry,
}: {
  readonly message: string;
  readonly retryLabel: string;
  readonly onRetry: () => void;
}) {
  return (
    <Alert color="danger" variant="light" role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="outline" color="danger" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Group>
    </Alert>
  );
}
