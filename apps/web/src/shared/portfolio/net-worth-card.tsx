/* The dashboards' summary of the one portfolio (issue 26 part 2): net worth in the reporting currency, the rate time
 * and a link to /assets/portfolio; nothing where the brand has no asset portfolio. */
import { Anchor, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { formatTime24 } from '@portal/contract/domain/date-format';
import { useApiQuery } from '../api/api-query';
import { useBrand } from '../brand/brand-context';
import { useTranslation } from '../i18n/use-translation';
import { usePreferences } from '../preferences/preferences-context';
import { reportingCurrencyFor } from '../preferences/preferences-store';
import type { TradingAccount } from '../session/trading-account';
import { QueryState } from '../ticket/ticket-parts';
import { money } from '../ui/money';

export function NetWorthCard({ account }: { readonly account: TradingAccount }) {
  const brand = useBrand();
  if (!offers(brand.flags, brandFeatures.assets)) return null;
  return <OfferedNetWorthCard account={account} />;
}

function OfferedNetWorthCard({ account }: { readonly account: TradingAccount }) {
  const { t } = useTranslation('wealthPortfolio');
  const brand = useBrand();
  const preferences = usePreferences();
  const reportingCurrency = reportingCurrencyFor(brand, preferences.reportingCurrency);
  const netWorth = useApiQuery('marketValueHistory', 'netWorth', { ...account, reportingCurrency });
  return (
    <Container size="xl" pt="lg">
      <Paper withBorder radius="md" p="md" data-testid="net-worth-card">
        {netWorth.data === undefined ? (
          <QueryState failed={netWorth.isError} onRetry={() => void netWorth.refetch()} />
        ) : (
          <Group justify="space-between" align="flex-end">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t('card.heading')}
              </Text>
              <Text size="xl" fw={700} data-testid="net-worth-card-value">
                {money(netWorth.data.netWorth, netWorth.data.reportingCurrency)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('rateAsOf', { time: formatTime24(netWorth.data.rateTime) })}
              </Text>
            </Stack>
            <Anchor component={Link} to="/assets/portfolio">
              {t('card.open')}
            </Anchor>
          </Group>
        )}
      </Paper>
    </Container>
  );
}
