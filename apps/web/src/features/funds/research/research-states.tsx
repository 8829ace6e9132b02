import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ApiError } from '../../../shared/api/api-error';

/** A list or panel loading. */
export function LoadingState({ label }: { readonly label?: string }) {
  const { t } = useTranslation('fundResearch');
  return (
    <Group justify="center" py="xl" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text c="dimmed">{label ?? t('common.loading')}</Text>
    </Group>
  );
}

/** A failed load with a retry; a 404 says there is no such thing. */
export function ErrorState({ error, onRetry }: { readonly error: unknown; readonly onRetry: () => void }) {
  const { t } = useTranslation('fundResearch');
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Alert color="danger" variant="light" role="alert" title={notFound ? t('common.notFound') : t('common.loadFailed')}>
      <Button variant="light" color="danger" size="xs" mt="xs" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
