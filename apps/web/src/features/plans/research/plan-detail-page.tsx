/* SPEC §2 /plans/detail/{planId}: the plan's allocation as a donut with its table, the back-test over 1, 3 and 5
 * years with its method, the fees and documents, and the Subscribe button (disabled with the reason when the plan is
 * above the client's risk level, SPEC §8 riskLevelViolation, or takes no new subscriptions). */
import { Alert, Anchor, Badge, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { PlanDetail } from '@portal/contract';
import { planFitsRiskLevel } from '@portal/contract/domain/plan';
import { formatNumber } from '@portal/contract/domain/number-format';
import { queryClient } from '../../../shared/api/query-client';
import { RiskLevelBadge } from '../../../shared/funds/risk-level-badge';
import { nameIn, useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { money } from '../../../shared/ui/money';
import { planQueryKey, usePlansApi } from '../plans-api';
import { ClientRiskLevel, useClientRisk, type ClientRisk } from './client-risk';
import { PlanAllocation } from './plan-allocation';
import { PlanBackTest } from './plan-back-test';
import { PlanQueryState } from './research-states';

export function PlanDetailPage() {
  const { t } = useTranslation('planResearch');
  const api = usePlansApi();
  const planId = useParams().planId ?? '';
  const plan = useQuery(
    {
      queryKey: [...planQueryKey, 'plan', planId],
      queryFn: ({ signal }) => api.planDefinition.getPlan({ planId }, { signal }),
      retry: 1,
    },
    queryClient,
  );
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to="/plans/search" size="sm">
          {t('detail.backToSearch')}
        </Anchor>
        {plan.data === undefined ? (
          <>
            {/* The page keeps its heading while the plan loads or is missing. */}
            <Title order={1} size="h2">
              {t('search.title')}
            </Title>
            <PlanQueryState loading={!plan.isError} error={plan.error} onRetry={() => void plan.refetch()} />
          </>
        ) : (
          <PlanDetailView plan={plan.data} />
        )}
      </Stack>
    </Container>
  );
}

/** Why the client cannot subscribe this plan, or undefined when they can (as far as the page knows). */
export function subscribeBlock(plan: PlanDetail, risk: ClientRisk): 'inactive' | 'riskLevelViolation' | undefined {
  if (!plan.subscribable) return 'inactive';
  if (risk && !planFitsRiskLevel(plan.riskLevel, risk.level)) return 'riskLevelViolation';
  return undefined;
}

export function PlanDetailView({ plan }: { readonly plan: PlanDetail }) {
  const { t } = useTranslation('planResearch');
  const language = useShownLanguage();
  const risk = useClientRisk();
  const name = nameIn(plan.names, language);
  const block = subscribeBlock(plan, risk);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2" data-testid="plan-name">
          {name}
        </Title>
        <Group gap="xs" wrap="wrap">
          <RiskLevelBadge level={plan.riskLevel} />
          <Badge variant="light" color="neutral" size="sm">
            {t(`plan.themes.${plan.theme}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {plan.code} · {plan.currency}
          </Text>
        </Group>
        <Text size="sm">{nameIn(plan.descriptions, language)}</Text>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Figure label={t('plan.minimumLumpSum')} testId="minimum-lump-sum">
              {money(plan.minimumLumpSum, plan.currency)}
            </Figure>
            <Figure label={t('plan.minimumMonthly')} testId="minimum-monthly">
              {money(plan.minimumMonthlyAmount, plan.currency)}
            </Figure>
            <Text size="xs" c="dimmed">
              {t('plan.multipleOf', { amount: money(plan.amountMultiple, plan.currency) })}
            </Text>
          </SimpleGrid>
          <Stack gap={4} align="flex-end">
            {block === undefined ? (
              <Button
                component={Link}
                to={`/plans/subscribes/${encodeURIComponent(plan.planId)}`}
                data-testid="subscribe"
              >
                {t('plan.subscribe')}
              </Button>
            ) : (
              <Button disabled data-testid="subscribe" aria-describedby="subscribe-block">
                {t('plan.subscribe')}
              </Button>
            )}
            <ClientRiskLevel risk={risk} />
          </Stack>
        </Group>
        {block !== undefined && (
          <Alert color="warning" variant="light" mt="sm" id="subscribe-block" data-testid="subscribe-block">
            {block === 'inactive' ? t('detail.inactive') : t('plan.riskLevelViolation')}
          </Alert>
        )}
      </Paper>
      <PlanAllocation plan={plan} name={name} />
      <PlanBackTest planId={plan.planId} name={name} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Fees plan={plan} />
        <Documents plan={plan} />
      </SimpleGrid>
    </Stack>
  );
}

function Figure({ label, testId, children }: { label: string; testId: string; children: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="lg" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {children}
      </Text>
    </div>
  );
}

function Fees({ plan }: { readonly plan: PlanDetail }) {
  const { t } = useTranslation('planResearch');
  const percent = (value: string) => formatNumber(value, { decimals: 2 });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="plan-fees">
      <Stack gap="xs" data-testid="plan-fees">
        <Title order={2} size="h4" id="plan-fees">
          {t('detail.fees')}
        </Title>
        <FeeLine
          label={t('detail.planFee')}
          value={t('detail.perYear', { percent: percent(plan.fees.planFeePercentPerYear) })}
        />
        <FeeLine
          label={t('detail.subscriptionFee')}
          value={t('detail.onEachAmount', { percent: percent(plan.fees.subscriptionFeePercent) })}
        />
        <FeeLine
          label={t('detail.fundFees')}
          value={t('detail.perYear', { percent: percent(plan.fees.weightedFundManagementFeePercent) })}
        />
      </Stack>
    </Paper>
  );
}

function FeeLine({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Group>
  );
}

function Documents({ plan }: { readonly plan: PlanDetail }) {
  const { t } = useTranslation('planResearch');
  const language = useShownLanguage();
  // The reader's language first.
  const documents = [...plan.documents].sort(
    (a, b) => Number(b.language === language) - Number(a.language === language),
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="plan-documents">
      <Stack gap="xs" data-testid="plan-documents">
        <Title order={2} size="h4" id="plan-documents">
          {t('detail.documents')}
        </Title>
        {documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.noDocuments')}
          </Text>
        ) : (
          documents.map((document) => (
            <Anchor
              key={`${document.kind}-${document.language}`}
              href={document.downloadUrl}
              target="_blank"
              rel="noopener"
              size="sm"
              data-testid="plan-document"
            >
              {t('detail.documentLink', { name: document.title })}
            </Anchor>
          ))
        )}
      </Stack>
    </Paper>
  );
}
