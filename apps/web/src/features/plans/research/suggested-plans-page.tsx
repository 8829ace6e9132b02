/* SPEC §2 /plans/suggests/result: the plans that fit the goal questionnaire's answers (in the address), ranked, each
 * with its projected range as a fan chart (10th to 90th percentile, the median) and the stated assumptions. A plan
 * above the client's risk level is shown but cannot be subscribed, with the reason (SPEC §8 riskLevelViolation). */
import { Alert, Anchor, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { PlanSuggestion, PlanSuggestions } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { queryClient } from '../../../shared/api/query-client';
import { LineChart } from '../../../shared/charts/line-chart';
import { RiskLevelBadge } from '../../../shared/funds/risk-level-badge';
import { nameIn, useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { money } from '../../../shared/ui/money';
import { planQueryKey, usePlanAccount, usePlansApi } from '../plans-api';
import { ClientRiskLevel } from './client-risk';
import { answersOfParams, paramsOfAnswers, type GoalAnswers } from './goal-answers';
import { planPath } from './plan-results';
import { PlanQueryState } from './research-states';

export function SuggestedPlansPage() {
  const { t } = useTranslation('planResearch');
  const [params] = useSearchParams();
  const answers = answersOfParams(params);
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('suggestions.title')}
        </Title>
        {answers ? (
          <Suggestions answers={answers} />
        ) : (
          <Paper withBorder radius="md" p="lg" data-testid="no-answers">
            <Stack gap="xs" align="flex-start">
              <Text>{t('suggestions.noAnswers')}</Text>
              <Button component={Link} to="/plans/questionnaire">
                {t('suggestions.toQuestionnaire')}
              </Button>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}

function Suggestions({ answers }: { readonly answers: GoalAnswers }) {
  const { t } = useTranslation('planResearch');
  const api = usePlansApi();
  const account = usePlanAccount();
  const suggestions = useQuery(
    {
      queryKey: [...planQueryKey, 'suggestions', account, answers],
      queryFn: ({ signal }) =>
        account
          ? api.planDefinition.suggestPlans({ ...account, ...answers }, { signal })
          : Promise.reject(new Error('No session')),
      enabled: account !== undefined,
    },
    queryClient,
  );
  const currency = answers.currency ?? '';
  const amount = (value: string) => (currency ? money(value, currency) : formatNumber(value));
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" data-testid="answers-summary">
          {t('suggestions.summary', {
            goal: t(`questionnaire.goals.${answers.goal}`),
            years: answers.horizonYears,
            lumpSum: amount(answers.lumpSum),
            monthly: amount(answers.monthlyAmount),
          })}
        </Text>
        <Anchor component={Link} to={`/plans/questionnaire?${paramsOfAnswers(answers)}`} size="sm">
          {t('suggestions.change')}
        </Anchor>
      </Group>
      {suggestions.data === undefined ? (
        <PlanQueryState
          loading={!suggestions.isError}
          error={suggestions.error}
          onRetry={() => void suggestions.refetch()}
        />
      ) : (
        <SuggestionList answer={suggestions.data} />
      )}
    </Stack>
  );
}

export function SuggestionList({ answer }: { readonly answer: PlanSuggestions }) {
  const { t } = useTranslation('planResearch');
  return (
    <Stack gap="md">
      <ClientRiskLevel risk={{ level: answer.clientRiskLevel, expired: answer.riskProfileExpired }} />
      {answer.riskProfileExpired && (
        <Alert color="warning" variant="light" data-testid="risk-profile-expired">
          {t('suggestions.riskProfileExpired')}
        </Alert>
      )}
      {answer.suggestions.length === 0 ? (
        <Paper withBorder radius="md" p="lg" data-testid="suggestions-empty">
          <Text>{t('suggestions.empty')}</Text>
        </Paper>
      ) : (
        answer.suggestions.map((suggestion) => (
          <SuggestedPlan key={suggestion.plan.planId} suggestion={suggestion} zText={answer.method.zOf10thAnd90th} />
        ))
      )}
      {answer.leftOut > 0 && (
        <Text size="sm" c="dimmed">
          {t('suggestions.leftOut', { count: answer.leftOut })}
        </Text>
      )}
    </Stack>
  );
}

/** The projection's years as days for the chart's time axis: year n is n years from the projection's first year. */
function projectionSeries(
  suggestion: PlanSuggestion,
  labels: Record<'p10' | 'p50' | 'p90', string>,
  startYear: number,
) {
  const dayOf = (year: number) => `${String(startYear + year).padStart(4, '0')}-01-01`;
  return (['p90', 'p50', 'p10'] as const).map((percentile) => ({
    id: percentile,
    label: labels[percentile],
    points: suggestion.projection.map((year) => ({ date: dayOf(year.year), value: year[percentile] })),
  }));
}

function SuggestedPlan({ suggestion, zText }: { readonly suggestion: PlanSuggestion; readonly zText: string }) {
  const { t } = useTranslation('planResearch');
  const fundWords = useTranslation('fundResearch').t;
  const language = useShownLanguage();
  const { plan } = suggestion;
  const name = nameIn(plan.names, language);
  const last = suggestion.projection.at(-1);
  const years = last?.year ?? 0;
  const startYear = new Date().getUTCFullYear();
  const series = projectionSeries(
    suggestion,
    { p10: t('suggestions.percentile10'), p50: t('suggestions.percentile50'), p90: t('suggestions.percentile90') },
    startYear,
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-labelledby={`suggested-${plan.planId}`}
      data-testid="suggested-plan"
      data-plan-id={plan.planId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Group gap="xs">
              <Badge variant="filled" size="sm" data-testid="suggestion-rank">
                {t('suggestions.rank', { rank: suggestion.rank })}
              </Badge>
              <Title order={2} size="h4" id={`suggested-${plan.planId}`}>
                <Anchor component={Link} to={planPath(plan.planId)} inherit>
                  {name}
                </Anchor>
              </Title>
            </Group>
            <Group gap="xs">
              <RiskLevelBadge level={plan.riskLevel} />
              <Text size="xs" c="dimmed">
                {t(`plan.themes.${plan.theme}`)} · {plan.currency} · {t('plan.minimumLumpSum')}{' '}
                {money(plan.minimumLumpSum, plan.currency)} · {t('plan.minimumMonthly')}{' '}
                {money(plan.minimumMonthlyAmount, plan.currency)}
              </Text>
            </Group>
          </Stack>
          {suggestion.subscribable ? (
            <Button
              component={Link}
              to={`/plans/subscribes/${encodeURIComponent(plan.planId)}`}
              data-testid="subscribe"
            >
              {t('plan.subscribe')}
            </Button>
          ) : (
            <Button disabled data-testid="subscribe">
              {t('plan.subscribe')}
            </Button>
          )}
        </Group>
        {suggestion.refusal && (
          <Alert color="warning" variant="light" data-testid="suggestion-refusal">
            {t('plan.riskLevelViolation')}
          </Alert>
        )}
        <Text size="sm" fw={600}>
          {t('suggestions.projection', { years })}
        </Text>
        <LineChart
          series={series}
          band={{ lowerId: 'p10', upperId: 'p90' }}
          label={t('suggestions.projectionChart', { plan: name })}
          emptyText={t('common.loadFailed')}
          formatDay={(day) => day.slice(0, 4)}
          valueDecimals={0}
          legend
          testId="fan-chart"
        />
        {last && (
          <Group gap="lg" wrap="wrap" data-testid="projection-at-horizon">
            <Text size="sm">
              {t('suggestions.atHorizon', { years })}: {t('suggestions.percentile10')}{' '}
              <b>{money(last.p10, plan.currency)}</b> · {t('suggestions.percentile50')}{' '}
              <b>{money(last.p50, plan.currency)}</b> · {t('suggestions.percentile90')}{' '}
              <b>{money(last.p90, plan.currency)}</b>
            </Text>
            <Text size="sm" c="dimmed">
              {t('suggestions.invested')} {money(last.invested, plan.currency)}
            </Text>
          </Group>
        )}
        <Text size="xs" c="dimmed" data-testid="projection-assumptions">
          {t('suggestions.assumptions')}:{' '}
          {t('suggestions.assumptionText', {
            level: fundWords(`fund.riskLevels.${suggestion.assumption.riskLevel}`),
            growth: formatNumber(suggestion.assumption.medianGrowthPercentPerYear),
            volatility: formatNumber(suggestion.assumption.volatilityPercentPerYear),
            z: formatNumber(zText, { decimals: 2 }),
          })}
        </Text>
      </Stack>
    </Paper>
  );
}
