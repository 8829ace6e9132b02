/* A panel of a book page (issue 28): a bordered card under its heading (an h2 naming the region), and the states every
 * query of the book has: loading, failed with a retry. */
import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LoadingStatus } from '../../../shared/ui/loading-status';
import { RetryAlert } from '../../../shared/ui/retry-alert';

export function BookSection({
  heading,
  testId,
  actions,
  children,
}: {
  readonly heading: string;
  readonly testId?: string;
  /** Controls beside the heading's panel (a filter). */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {heading}
        </Title>
        {actions}
        {children}
      </Stack>
    </Paper>
  );
}

/** What stands in for a query's answer until it arrives: a spinner, or the failure and a retry. */
export function BookQueryState({ failed, onRetry }: { readonly failed: boolean; readonly onRetry: () => void }) {
  const { t } = useTranslation('advisorBook');
  return failed ? (
    <RetryAlert message={t('loadFailed')} retryLabel={t('retry')} onRetry={onRetry} />
  ) : (
    <LoadingStatus text={t('loading')} />
  );
}
