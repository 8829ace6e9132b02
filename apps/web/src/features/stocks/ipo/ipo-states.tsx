/* What the IPO page's lists and detail show while they load, and when they cannot. */
import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RetryAlert } from '../../../shared/ui/retry-alert';

export function Waiting() {
  const { t } = useTranslation('stockIpo');
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text size="sm">{t('loading')}</Text>
    </Group>
  );
}

export function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('stockIpo');
  return <RetryAlert message={t('loadFailed')} retryLabel={t('retry')} onRetry={onRetry} />;
}
