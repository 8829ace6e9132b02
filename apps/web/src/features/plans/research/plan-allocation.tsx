/* A plan's allocation: a donut of its funds' weights beside a table of each fund, its risk level and weight. */
import { Anchor, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PlanDetail } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { DonutChart } from '../../../shared/charts/donut-chart';
import { RiskLevelBadge } from '../../../shared/funds/risk-level-badge';
import { nameIn, useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { tabular } from '../../../shared/ui/tabular';

export function PlanAllocation({ plan, name }: { readonly plan: PlanDetail; readonly name: string }) {
  const { t } = useTranslation('planResearch');
  const language = useShownLanguage();
  const slices = plan.allocation.map((item) => ({
    key: item.fundId,
    label: nameIn(item.names, language),
    percent: item.weightPercent,
  }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="plan-allocation">
      <Stack gap="sm">
        <Title order={2} size="h4" id="plan-allocation">
          {t('detail.allocation')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('detail.allocationSince', { day: plan.allocationEffectiveFrom.slice(0, 10) })}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <DonutChart
            slices={slices}
            label={t('detail.allocationChart', { plan: name })}
            emptyText={t('common.loadFailed')}
            testId="allocation-chart"
          />
          <Table.ScrollContainer minWidth={320}>
            <Table data-testid="allocation-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('detail.fund')}</Table.Th>
                  <Table.Th style={{ minWidth: 150 }}>{t('detail.fundRisk')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('detail.weight')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {plan.allocation.map((item) => (
                  <Table.Tr key={item.fundId} data-testid="allocation-row">
                    <Table.Td>
                      <Anchor component={Link} to={`/funds/detail/${encodeURIComponent(item.fundId)}`} size="sm">
                        {nameIn(item.names, language)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <RiskLevelBadge level={item.riskLevel} size="xs" />
                    </Table.Td>
                    <Table.Td style={{ ...tabular, textAlign: 'right' }} data-weight={item.weightPercent}>
                      {formatNumber(item.weightPercent, { decimals: 2 })}%
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
