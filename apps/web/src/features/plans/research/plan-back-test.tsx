/* A plan's back-test: the model's value over 1, 3 or 5 years as a line chart, its total and annualised return, and
 * the method in words (the server states its figures; ADR 057). */
import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { planBackTestPeriods, type PlanBackTestPeriod } from '@portal/contract/domain/plan';
import { formatNumber } from '@portal/contract/domain/number-format';
import { queryClient } from '../../../shared/api/query-client';
import { LineChart } from '../../../shared/charts/line-chart';
import { PerformancePercent } from '../../../shared/funds/performance-percent';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { planQueryKey, usePlansApi } from '../plans-api';
import { PlanQueryState } from './research-states';

export function PlanBackTest({ planId, name }: { readonly planId: string; readonly name: string }) {
  const { t } = useTranslation('planResearch');
  const api = usePlansApi();
  const [period, setPeriod] = useState<PlanBackTestPeriod>('1year');
  const backTest = useQuery(
    {
      queryKey: [...planQueryKey, 'backTest', planId],
      queryFn: ({ signal }) => api.planDefinition.planBackTest({ planId }, { signal }),
    },
    queryClient,
  );
  const result = backTest.data?.periods.find((one) => one.period === period);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="plan-back-test">
      <Stack gap="sm" data-testid="plan-back-test">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="plan-back-test">
            {t('detail.backTest')}
          </Title>
          <SegmentedControl
            aria-label={t('detail.periodLabel')}
            value={period}
            onChange={(value) => setPeriod(planBackTestPeriods.find((one) => one === value) ?? '1year')}
            data={planBackTestPeriods.map((value) => ({ value, label: t(`detail.periods.${value}`) }))}
            data-testid="back-test-period"
          />
        </Group>
        {backTest.data === undefined ? (
          <PlanQueryState loading={!backTest.isError} error={backTest.error} onRetry={() => void backTest.refetch()} />
        ) : result === undefined || !result.available ? (
          <Text size="sm" c="dimmed" data-testid="back-test-unavailable">
            {result?.available === false && result.firstCommonDay
              ? t('detail.notEnoughHistory', { day: result.firstCommonDay })
              : t('detail.notEnoughHistoryNoDay')}
          </Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
              <div>
                <Text size="xs" c="dimmed">
                  {t('detail.totalReturn')}
                </Text>
                <PerformancePercent value={result.totalReturnPercent} fw={600} />
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  {t('detail.annualisedReturn')}
                </Text>
                <PerformancePercent value={result.annualisedReturnPercent} fw={600} />
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  {t('detail.periodLabel')}
                </Text>
                <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {t('detail.fromTo', { from: result.from, to: result.to })}
                </Text>
              </div>
            </SimpleGrid>
            <LineChart
              series={[{ id: 'model', label: t('detail.model'), points: result.points }]}
              label={t('detail.backTestChart', {
                plan: name,
                period: t(`detail.periods.${period}`),
                start: formatNumber(backTest.data.method.startValue),
              })}
              emptyText={t('detail.backTestEmpty')}
              valueDecimals={0}
              testId="back-test-chart"
            />
          </>
        )}
        {backTest.data && (
          <Text size="xs" c="dimmed" data-testid="back-test-method">
            {t('detail.method')}: {t('detail.methodText', { start: formatNumber(backTest.data.method.startValue) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
