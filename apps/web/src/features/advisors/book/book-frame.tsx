/* A book page's frame (issue 28): its heading, when its values were taken, and, for a manager, the advisor filter
 * (a select: every advisor under them, or one). */
import { Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { useApiQuery } from '../../../shared/api/api-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { BookFilter } from './book-queries';

/** The manager's advisor filter: hidden for an advisor, who sees only their own book. */
export function AdvisorFilter({
  filter,
  onAdvisor,
}: {
  readonly filter: BookFilter;
  readonly onAdvisor: (code: string) => void;
}) {
  const { t } = useTranslation('advisorBook');
  const advisors = useApiQuery('advisorBook', 'bookAdvisors', {});
  if (advisors.data?.viewerRole !== 'manager') return null;
  return (
    <NativeSelect
      label={t('advisorFilter.label')}
      value={filter.advisorCode ?? ''}
      onChange={(event) => onAdvisor(event.currentTarget.value)}
      data={[
        { value: '', label: t('advisorFilter.all') },
        ...advisors.data.advisors.map((advisor) => ({
          value: advisor.accountCode,
          label: t('advisorFilter.option', { name: advisor.displayName, code: advisor.accountCode }),
        })),
      ]}
      data-testid="advisor-filter"
      miw={220}
    />
  );
}

/** Whether the viewer sees several advisors' books (rows then name each client's advisor). */
export function useSeesSeveralBooks(filter: BookFilter): boolean {
  const advisors = useApiQuery('advisorBook', 'bookAdvisors', {});
  return advisors.data?.viewerRole === 'manager' && filter.advisorCode === undefined;
}

export function BookFrame({
  heading,
  valuedFrom,
  filter,
  onAdvisor,
  children,
}: {
  readonly heading: string;
  /** The oldest valuation of the book's holdings; null: none yet; undefined: still loading. */
  readonly valuedFrom: string | null | undefined;
  readonly filter: BookFilter;
  readonly onAdvisor: (code: string) => void;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation('advisorBook');
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              {heading}
            </Title>
            {valuedFrom !== undefined && (
              <Text size="xs" c="dimmed" data-testid="valued-as-of">
                {valuedFrom === null
                  ? t('notValuedYet')
                  : t('valuedAsOf', { date: formatDate(valuedFrom), time: formatTime24(valuedFrom) })}
              </Text>
            )}
          </div>
          <AdvisorFilter filter={filter} onAdvisor={onAdvisor} />
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
