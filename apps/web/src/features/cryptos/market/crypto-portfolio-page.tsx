/* SPEC §2 cryptos/portfolio (issue 18 part 2, ADR 042): every asset held at its full precision (available and on hold),
 * valued in a reporting currency the client picks, its 24-hour change and share, the allocation chart, and the cash
 * orders are paid from. */
import { Group, NativeSelect, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BrandCurrency } from '@portal/contract/brands';
import { formatTime24 } from '@portal/contract/domain/date-format';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { DonutChart } from '../../../shared/charts/donut-chart';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { reportingCurrencyFor } from '../../../shared/preferences/preferences-store';
import { oneLine } from '../../../shared/ui/money';
import { ChangePercent, cryptoBoardQuery, formatMoney, CryptoAccountPage, type CryptoAccount } from '../crypto-common';
import { useCryptoPortfolio } from './crypto-dashboard-page';
import { HoldingsTable, QueryWait, Section, tabular } from './crypto-market-parts';

function Portfolio({ account }: { account: CryptoAccount }) {
  const { t } = useTranslation('cryptoMarket');
  const brand = useBrand();
  const preferences = usePreferences();
  const [reportingCurrency, setReportingCurrency] = useState<BrandCurrency>(() =>
    reportingCurrencyFor(brand, preferences.reportingCurrency),
  );
  const board = useQuery(cryptoBoardQuery, queryClient);
  const portfolio = useCryptoPortfolio(account, reportingCurrency);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          {t('portfolio.heading')}
        </Title>
        {brand.reportingCurrencies.length > 1 && (
          <NativeSelect
            label={t('reportingCurrency')}
            value={reportingCurrency}
            onChange={(event) => {
              const chosen = brand.reportingCurrencies.find((code) => code === event.currentTarget.value);
              if (chosen) setReportingCurrency(chosen);
            }}
            data={brand.reportingCurrencies.map((code) => ({ value: code, label: code }))}
            data-testid="reporting-currency"
          />
        )}
      </Group>
      {board.isPending || board.isError || portfolio.isPending || portfolio.isError ? (
        <QueryWait
          failed={board.isError || portfolio.isError}
          onRetry={() => {
            void board.refetch();
            void portfolio.refetch();
          }}
        />
      ) : (
        <>
          <Section
            title={t('dashboard.holdings')}
            aside={
              <Text size="xs" c="dimmed">
                {t('valuedAt', {
                  time: formatTime24(portfolio.data.valuedAt, brand.marketTimeZone),
                  currency: portfolio.data.reportingCurrency,
                })}
              </Text>
            }
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <div data-testid="portfolio-crypto-value">
                <Text size="xs" c="dimmed">
                  {t('dashboard.cryptoValue')}
                </Text>
                <Text size="xl" fw={700} style={tabular}>
                  {`${formatMoney(portfolio.data.cryptoValue)} ${portfolio.data.reportingCurrency}`}
                </Text>
                <Text size="sm">
                  {`${t('dashboard.change24h')} `}
                  <ChangePercent value={portfolio.data.changePercent24h} />
                </Text>
              </div>
              <div data-testid="portfolio-total-value">
                <Text size="xs" c="dimmed">
                  {t('dashboard.totalValue')}
                </Text>
                <Text size="xl" fw={700} style={tabular}>
                  {`${formatMoney(portfolio.data.totalValue)} ${portfolio.data.reportingCurrency}`}
                </Text>
              </div>
            </SimpleGrid>
            <HoldingsTable
              holdings={portfolio.data.holdings}
              assets={board.data.assets}
              currency={portfolio.data.reportingCurrency}
              detailed
            />
          </Section>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Section title={t('portfolio.allocation')}>
              <DonutChart
                label={t('portfolio.allocationLabel')}
                emptyText={t('dashboard.noHoldings')}
                testId="crypto-allocation"
                slices={portfolio.data.holdings.map((holding) => ({
                  key: holding.asset,
                  label: holding.asset,
                  percent: holding.allocationPercent,
                  valueText: `${formatMoney(holding.value)} ${portfolio.data.reportingCurrency}`,
                }))}
              />
            </Section>
            <Section title={t('portfolio.cash')} testId="crypto-cash">
              <ScrollArea type="auto">
                <Table style={tabular}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('table.currency')}</Table.Th>
                      <Table.Th ta="right">{t('table.available')}</Table.Th>
                      <Table.Th ta="right">{t('table.onHold')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {portfolio.data.cash.map((cash) => (
                      <Table.Tr key={cash.currency} data-testid={`cash-${cash.currency}`}>
                        <Table.Td>{cash.currency}</Table.Td>
                        <Table.Td ta="right" style={oneLine}>
                          {formatMoney(cash.available)}
                        </Table.Td>
                        <Table.Td ta="right" style={oneLine}>
                          {formatMoney(cash.onHold)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
              <Text size="xs" c="dimmed">
                {t('portfolio.cashNote')}
              </Text>
            </Section>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

export function CryptoPortfolioPage() {
  return <CryptoAccountPage>{(account) => <Portfolio account={account} />}</CryptoAccountPage>;
}
