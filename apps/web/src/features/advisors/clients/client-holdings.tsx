/* A client's holdings across areas (issue 28 part 3), valued now by the wealth area's one portfolio: the total, the
 * holdings table (a card each on a phone) and the allocation donuts, as the client's own portfolio page draws them. */
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PortfolioAllocation } from '../../../shared/portfolio/portfolio-allocation';
import { PortfolioHoldingsTable } from '../../../shared/portfolio/portfolio-holdings-table';
import { LoadingStatus } from '../../../shared/ui/loading-status';
import { money } from '../../../shared/ui/money';
import { RetryAlert } from '../../../shared/ui/retry-alert';
import { advisorClientsKey, useAdvisorClientsApi } from './clients-api';

export function ClientHoldings({ client }: { readonly client: { readonly accountCode: string } }) {
  const { t } = useTranslation('advisorClients');
  const portfolioWords = useTranslation('wealthPortfolio').t;
  const zone = useBrand().marketTimeZone;
  const api = useAdvisorClientsApi();
  const portfolio = useQuery(
    {
      queryKey: [...advisorClientsKey, 'clientPortfolio', client.accountCode],
      queryFn: ({ signal }) => api.advisorClient.clientPortfolio(client, { signal }),
    },
    queryClient,
  );
  if (portfolio.data === undefined) {
    return portfolio.isError ? (
      <RetryAlert
        message={t('details.holdings.loadFailed')}
        retryLabel={t('results.retry')}
        onRetry={() => void portfolio.refetch()}
      />
    ) : (
      <LoadingStatus text={t('details.holdings.loading')} />
    );
  }
  const { holdings, reportingCurrency, netWorth, asOf, allocation } = portfolio.data;
  return (
    <Stack gap="md" component="section" aria-label={portfolioWords('holdings.heading')} data-testid="client-holdings">
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Text fw={700} size="lg" data-testid="client-net-worth">
          {t('details.holdings.total', { amount: money(netWorth, reportingCurrency) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('details.holdings.asOf', { date: formatDate(asOf, zone), time: formatTime24(asOf, zone) })}
        </Text>
      </Group>
      {holdings.length === 0 ? (
        <Paper withBorder radius="md" p="md">
          <Text c="dimmed">{portfolioWords('empty')}</Text>
        </Paper>
      ) : (
        <>
          <PortfolioHoldingsTable holdings={holdings} currency={reportingCurrency} />
          <PortfolioAllocation allocation={allocation} currency={reportingCurrency} />
        </>
      )}
    </Stack>
  );
}
