/* What every plan page shows while it waits and when it failed: a loading line, or an alert with a retry (a 404 says
 * there is no such plan instead). */
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isMissing } from '../plans-api';

export function PlanLoading() {
  const { t } = useTranslation('planResearch');
  return (
    <Group justify="center" py="xl" role="status" aria-live="polite">
      <Loader size="sm" />
      <Text c="dimmed">{t('common.loading')}</Text>
    </Group>
  );
}

export function PlanLoadFailed({ error, onRetry }: { readonly error: unknown; readonly onRetry: () => void }) {
  const { t } = useTranslation('planResearch');
  const missing = isMissing(error);
  return (
    <Alert
      color="danger"
      variant="light"
      role="alert"
      title={missing ? t('common.notFound') : t('common.loadFailed')}
      data-testid="plan-load-failed"
    >
      {!missing && (
        <Button variant="light" color="danger" size="xs" mt="xs" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}

/** A query's waiting and failed states, or nothing once it has its answer. */
export function PlanQueryState(props: {
  readonly loading: boolean;
  readonly error: unknown;
  readonly onRetry: () => void;
}) {
  if (props.loading) return <PlanLoading />;
  return <PlanLoadFailed error={props.error} onRetry={props.onRetry} />;
}
