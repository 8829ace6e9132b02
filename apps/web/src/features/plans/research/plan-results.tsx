/* The plans found: a table with sortable columns on a wide screen, a card each on a phone. Each names the plan (a link
 * to its page), its theme, risk level, currency and minimums. */
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { PlanSummary } from '@portal/contract';
import type { PlanSortKey } from '@portal/contract/domain/plan';
import { RiskLevelBadge } from '../../../shared/funds/risk-level-badge';
import { usePhone } from '../../../shared/history-list/history-list';
import { nameIn, useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { money, oneLine } from '../../../shared/ui/money';
import { tabular } from '../../../shared/ui/tabular';
import type { PlanSearchFilters } from './search-filters';

export function planPath(planId: string): string {
  return `/plans/detail/${encodeURIComponent(planId)}`;
}

type ResultsProps = {
  readonly plans: readonly PlanSummary[];
  readonly filters: PlanSearchFilters;
  readonly onSort: (sortBy: PlanSortKey) => void;
};

export function PlanResults(props: ResultsProps) {
  return usePhone() ? <PlanCards plans={props.plans} /> : <PlanTable {...props} />;
}

function SortHeader(props: {
  readonly column: PlanSortKey;
  readonly label: string;
  readonly filters: PlanSearchFilters;
  readonly onSort: (sortBy: PlanSortKey) => void;
  readonly align?: 'right';
}) {
  const { t } = useTranslation('planResearch');
  const sorted = props.filters.sortBy === props.column;
  const direction = props.filters.direction === 'asc' ? 'ascending' : 'descending';
  return (
    <Table.Th aria-sort={sorted ? direction : 'none'} style={props.align ? { textAlign: 'right' } : undefined}>
      <UnstyledButton
        onClick={() => props.onSort(props.column)}
        aria-label={t('search.sortedBy', { column: props.label })}
        fw={700}
        fz="sm"
      >
        {props.label}
        {sorted ? (props.filters.direction === 'asc' ? ' ▲' : ' ▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}

function PlanTable({ plans, filters, onSort }: ResultsProps) {
  const { t } = useTranslation('planResearch');
  const language = useShownLanguage();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover data-testid="plan-table">
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="name" label={t('search.columns.plan')} filters={filters} onSort={onSort} />
            <Table.Th>{t('search.columns.theme')}</Table.Th>
            <SortHeader column="riskLevel" label={t('search.columns.riskLevel')} filters={filters} onSort={onSort} />
            <Table.Th>{t('search.columns.currency')}</Table.Th>
            <SortHeader
              column="minimumLumpSum"
              label={t('search.columns.minimumLumpSum')}
              filters={filters}
              onSort={onSort}
              align="right"
            />
            <SortHeader
              column="minimumMonthlyAmount"
              label={t('search.columns.minimumMonthly')}
              filters={filters}
              onSort={onSort}
              align="right"
            />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.map((plan) => (
            <Table.Tr key={plan.planId} data-testid="plan-row" data-plan-id={plan.planId}>
              <Table.Td>
                <Stack gap={0}>
                  <Anchor component={Link} to={planPath(plan.planId)} fw={600}>
                    {nameIn(plan.names, language)}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {plan.code} · {t('plan.fundCount', { count: plan.fundCount })}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>{t(`plan.themes.${plan.theme}`)}</Table.Td>
              <Table.Td>
                <RiskLevelBadge level={plan.riskLevel} />
              </Table.Td>
              <Table.Td>{plan.currency}</Table.Td>
              <Table.Td style={{ ...tabular, ...oneLine, textAlign: 'right' }}>
                {money(plan.minimumLumpSum, plan.currency)}
              </Table.Td>
              <Table.Td style={{ ...tabular, ...oneLine, textAlign: 'right' }}>
                {money(plan.minimumMonthlyAmount, plan.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PlanCards({ plans }: { readonly plans: readonly PlanSummary[] }) {
  const { t } = useTranslation('planResearch');
  const language = useShownLanguage();
  return (
    <Stack gap="sm" data-testid="plan-cards">
      {plans.map((plan) => (
        <Card key={plan.planId} withBorder radius="md" p="sm" data-testid="plan-row" data-plan-id={plan.planId}>
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Anchor component={Link} to={planPath(plan.planId)} fw={600}>
                {nameIn(plan.names, language)}
              </Anchor>
              <RiskLevelBadge level={plan.riskLevel} />
            </Group>
            <Group gap="xs">
              <Badge variant="light" color="neutral" size="sm">
                {t(`plan.themes.${plan.theme}`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {plan.code} · {t('plan.fundCount', { count: plan.fundCount })}
              </Text>
            </Group>
            <SimpleGrid cols={2} spacing="xs">
              <div>
                <Text size="xs" c="dimmed">
                  {t('plan.minimumLumpSum')}
                </Text>
                <Text size="sm" style={tabular}>
                  {money(plan.minimumLumpSum, plan.currency)}
                </Text>
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  {t('plan.minimumMonthly')}
                </Text>
                <Text size="sm" style={tabular}>
                  {money(plan.minimumMonthlyAmount, plan.currency)}
                </Text>
              </div>
            </SimpleGrid>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
