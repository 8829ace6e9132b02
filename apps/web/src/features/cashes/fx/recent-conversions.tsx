/* The client's latest conversions: when, sold, received, rate. */
import { Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FxBalance } from '@portal/contract';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { QueryState, tabular } from '../../../shared/ticket/ticket-parts';
import { oneLine } from '../../../shared/ui/money';
import { precisionOf, useDateTime } from './fx-format';

/** The latest conversions, each amount with its currency's precision (SPEC §9). */
export function RecentConversions({ account, balances }: { account: TradingAccount; balances: readonly FxBalance[] }) {
  const { t } = useTranslation('cashFx');
  const dateTime = useDateTime();
  const list = useQuery(
    {
      queryKey: ['cashFx', 'fxConversions', account],
      queryFn: ({ signal }) => api.cashFx.fxConversions(account, { signal }),
    },
    queryClient,
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('recent.heading')}
        </Title>
        {list.isPending || list.isError ? (
          <QueryState failed={list.isError} onRetry={() => void list.refetch()} />
        ) : list.data.conversions.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="recent-empty">
            {t('recent.empty')}
          </Text>
        ) : (
          <ScrollArea type="auto">
            <Table data-testid="recent-conversions" style={tabular}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('recent.time')}</Table.Th>
                  <Table.Th ta="right">{t('recent.sold')}</Table.Th>
                  <Table.Th ta="right">{t('recent.received')}</Table.Th>
                  <Table.Th ta="right">{t('recent.rate')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.conversions.map((conversion) => (
                  <Table.Tr key={conversion.conversionId} data-testid={`conversion-${conversion.conversionId}`}>
                    <Table.Td style={oneLine}>{dateTime(conversion.convertedAt)}</Table.Td>
                    <Table.Td ta="right" style={oneLine}>
                      {formatAmount(conversion.sellAmount, precisionOf(balances, conversion.sellCurrency))}{' '}
                      {conversion.sellCurrency}
                    </Table.Td>
                    <Table.Td ta="right" style={oneLine}>
                      {formatAmount(conversion.buyAmount, precisionOf(balances, conversion.buyCurrency))}{' '}
                      {conversion.buyCurrency}
                    </Table.Td>
                    <Table.Td ta="right" style={oneLine}>
                      {formatNumber(conversion.rate)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </Stack>
    </Paper>
  );
}
