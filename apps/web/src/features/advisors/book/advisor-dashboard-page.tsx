/* SPEC §2 /advisors/dashboard (issue 28 parts 1 and 5): the advisor's book at a glance, the clients needing attention,
 * recent orders and upcoming events; a manager sees the books of the advisors under them, or one with the filter. */
import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import type { PortfolioReturnPeriod } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '../../../shared/api/api-query';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { AttentionPanel } from './attention-panel';
import { BookFrame, useSeesSeveralBooks } from './book-frame';
import { useBookFilter } from './book-queries';
import { BookQueryState } from './book-section';
import { BookSummaryPanel } from './book-summary-panel';
import { RecentOrdersPanel } from './recent-orders-panel';
import { UpcomingEventsPanel } from './upcoming-events-panel';

export function AdvisorDashboardPage() {
  const { t } = useTranslation('advisorBook');
  const { filter, setAdvisor } = useBookFilter();
  const [period, setPeriod] = useState<PortfolioReturnPeriod>('1year');
  // The figures of the period shown stay while another period's are on their way.
  const summary = useQuery(
    {
      ...apiQueryOptions('advisorBook', 'bookSummary', { ...filter, chartPeriod: period }),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  const severalBooks = useSeesSeveralBooks(filter);
  return (
    <BookFrame heading={t('heading')} valuedFrom={summary.data?.valuedFrom} filter={filter} onAdvisor={setAdvisor}>
      {summary.data === undefined ? (
        <BookQueryState failed={summary.isError} onRetry={() => void summary.refetch()} />
      ) : (
        <BookSummaryPanel summary={summary.data} period={period} onPeriod={setPeriod} />
      )}
      <AttentionPanel filter={filter} severalBooks={severalBooks} />
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
        <RecentOrdersPanel filter={filter} severalBooks={severalBooks} />
        <UpcomingEventsPanel filter={filter} />
      </SimpleGrid>
    </BookFrame>
  );
}
