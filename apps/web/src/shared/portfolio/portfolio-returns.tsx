/* A portfolio's returns over a period (issue 26): the time-weighted and money-weighted returns, the Modified Dietz
 * cross-check, and the method in plain words. */
import { Group, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { portfolioReturnPeriods, type PortfolioReturnPeriod, type PortfolioReturns } from '@portal/contract';
import { PerformancePercent } from '../funds/performance-percent';
import { useTranslation } from '../i18n/use-translation';

export function PeriodSelect({
  period,
  onPeriod,
}: {
  readonly period: PortfolioReturnPeriod;
  readonly onPeriod: (period: PortfolioReturnPeriod) => void;
}) {
  const { t } = useTranslation('wealthPortfolio');
  return (
    <NativeSelect
      label={t('performance.period')}
      value={period}
      onChange={(event) => {
        const chosen = portfolioReturnPeriods.find((known) => known === event.currentTarget.value);
        if (chosen) onPeriod(chosen);
      }}
      data={portfolioReturnPeriods.map((value) => ({ value, label: t(`performance.periods.${value}`) }))}
      data-testid="return-period"
    />
  );
}

function Figure({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  const { t } = useTranslation('wealthPortfolio');
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {value === null ? (
        <Text size="lg">{t('performance.noReturn')}</Text>
      ) : (
        <PerformancePercent value={value} size="lg" fw={600} />
      )}
    </Stack>
  );
}

export function PortfolioReturnsPanel({
  returns,
  period,
  onPeriod,
}: {
  readonly returns: PortfolioReturns;
  readonly period: PortfolioReturnPeriod;
  readonly onPeriod: (period: PortfolioReturnPeriod) => void;
}) {
  const { t } = useTranslation('wealthPortfolio');
  return (
    <Paper withBorder radius="md" p="md" data-testid="portfolio-returns">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <div>
            <Text fw={600}>{t('performance.heading')}</Text>
            {returns.from !== null && (
              <Text size="xs" c="dimmed">
                {t('performance.from', { from: returns.from, to: returns.to })}
              </Text>
            )}
          </div>
          <PeriodSelect period={period} onPeriod={onPeriod} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Figure label={t('performance.timeWeighted')} value={returns.timeWeighted} testId="return-twr" />
          <Figure label={t('performance.moneyWeighted')} value={returns.moneyWeighted} testId="return-mwr" />
          <Figure label={t('performance.modifiedDietz')} value={returns.modifiedDietz} testId="return-dietz" />
        </SimpleGrid>
        <Text size="sm" c="dimmed" data-testid="return-method">
          {t('performance.method')}
        </Text>
      </Stack>
    </Paper>
  );
}
