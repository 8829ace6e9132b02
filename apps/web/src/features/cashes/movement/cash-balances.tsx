/* The balances of the cash movement page: a card per cash currency of the brand, and their total in the reporting
 * currency with the rates it used (issue 16 part 1, ADR 031). */
import { Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CashBalances } from '@portal/contract';
import type { BrandCurrency } from '@portal/contract/brands';
import type { Api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { reportingCurrencyFor } from '../../../shared/preferences/preferences-store';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { money, oneLine } from '../../../shared/ui/money';
import { useCashMovementApi } from './movement-api';
import { LoadFailed, Loading, formatMoment } from './movement-format';

export function cashBalancesQuery(client: Api, account: TradingAccount, reportingCurrency: string) {
  const input = { ...account, reportingCurrency };
  return queryOptions({
    queryKey: ['cashMovement', 'cashBalances', input] as const,
    queryFn: ({ signal }) => client.cashMovement.cashBalances(input, { signal }),
  });
}

export function Balances({ account }: { readonly account: TradingAccount }) {
  const { t } = useTranslation('cashMovement');
  const brand = useBrand();
  const preferences = usePreferences();
  const client = useCashMovementApi();
  const [reportingCurrency, setReportingCurrency] = useState<BrandCurrency>(() =>
    reportingCurrencyFor(brand, preferences.reportingCurrency),
  );
  const balances = useQuery(cashBalancesQuery(client, account, reportingCurrency), queryClient);
  return (
    <Stack gap="sm" component="section" aria-labelledby="cash-balances-heading">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h4" id="cash-balances-heading">
          {t('balances.heading')}
        </Title>
        {brand.reportingCurrencies.length > 1 && (
          <NativeSelect
            label={t('balances.reportingCurrency')}
            value={reportingCurrency}
            onChange={(event) => {
              const chosen = brand.reportingCurrencies.find((currency) => currency === event.currentTarget.value);
              if (chosen) setReportingCurrency(chosen);
            }}
            data={brand.reportingCurrencies.map((currency) => ({ value: currency, label: currency }))}
            data-testid="reporting-currency"
          />
        )}
      </Group>
      {balances.data ? (
        <BalanceCards balances={balances.data} />
      ) : balances.isError ? (
        <LoadFailed onRetry={() => void balances.refetch()} />
      ) : (
        <Loading />
      )}
    </Stack>
  );
}

export function BalanceCards({ balances }: { readonly balances: CashBalances }) {
  const { t } = useTranslation('cashMovement');
  const reporting = balances.reportingCurrency;
  const rates = balances.balances.filter((balance) => balance.currency !== reporting && balance.rate !== null);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      {balances.balances.map((balance) => (
        <Paper
          key={balance.currency}
          withBorder
          radius="md"
          p="sm"
          data-testid="balance-card"
          data-currency={balance.currency}
        >
          <Text fw={700} size="sm">
            {balance.currency}
          </Text>
          <Text size="xs" c="dimmed">
            {t('balances.available')}
          </Text>
          <Text fw={600} size="lg" style={oneLine} data-testid="balance-available">
            {money(balance.available, balance.currency)}
          </Text>
          <Stack gap={2} mt={6}>
            {(['onHold', 'unsettled', 'withdrawable'] as const).map((field) => (
              <Group key={field} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {t(`balances.${field}`)}
                </Text>
                <Text size="xs" style={oneLine} data-testid={`balance-${field}`}>
                  {money(balance[field], balance.currency)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      ))}
      <Paper withBorder radius="md" p="sm" data-testid="balance-total">
        <Text fw={700} size="sm">
          {t('balances.total', { currency: reporting })}
        </Text>
        {balances.total === null ? (
          <Text size="sm" c="warning" data-testid="balance-total-missing">
            {t('balances.noTotal')}
          </Text>
        ) : (
          <>
            <Text size="xs" c="dimmed">
              {t('balances.totalNote')}
            </Text>
            <Text fw={600} size="lg" style={oneLine} data-testid="balance-total-value">
              {money(balances.total, reporting)}
            </Text>
          </>
        )}
        <Stack gap={2} mt={6}>
          {rates.map((balance) => (
            <Text key={balance.currency} size="xs" c="dimmed" data-testid="balance-rate">
              {t('balances.rate', { from: balance.currency, rate: balance.rate ?? '', to: reporting })}
            </Text>
          ))}
          {balances.rateTime !== null && (
            <Text size="xs" c="dimmed" data-testid="balance-rate-time">
              {t('balances.rateTime', { time: formatMoment(balances.rateTime) })}
            </Text>
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
