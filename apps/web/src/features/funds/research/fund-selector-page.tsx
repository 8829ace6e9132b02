import {
  Anchor,
  Button,
  Checkbox,
  Container,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { fundRegions } from '@portal/contract/domain/fund';
import { formatNumber } from '@portal/contract/domain/number-format';
import { apiQueryOptions } from '../../../shared/api/api-query';
import { queryClient } from '../../../shared/api/query-client';
import { useFundName } from '../../../shared/funds/fund-names';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useFundVocabulary } from '../../../shared/funds/fund-vocabulary';
import { PerformancePercent } from '../../../shared/funds/performance-percent';
import { RiskLevelBadge } from '../../../shared/funds/risk-level-badge';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ErrorState, LoadingState } from './research-states';
import { fundCurrencies, paramsOfFilters, searchInput } from './search-filters';
import { filtersOfAnswers, noAnswers, selectorGoals, selectorRiskLevels } from './selector-answers';
import type { SelectorAnswers } from './selector-answers';

const stepCount = 4;

export function FundSelectorPage() {
  const { t } = useTranslation('fundResearch');
  const words = useFundVocabulary();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<SelectorAnswers>(noAnswers);
  const answered = [answers.goal !== null, answers.maximumRisk !== null, true, true];
  const canGoOn = answered[step] ?? true;
  const toggle = <T extends string>(list: readonly T[], value: T) =>
    list.includes(value) ? list.filter((one) => one !== value) : [...list, value];

  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('selector.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('selector.intro')}
          </Text>
        </Stack>
        <Stepper active={step} onStepClick={setStep} allowNextStepsSelect={false} size="sm">
          <Stepper.Step label={t('selector.steps.goal')}>
            <Radio.Group
              label={t('selector.goalQuestion')}
              value={answers.goal ?? ''}
              onChange={(value) => {
                const goal = selectorGoals.find((one) => one === value);
                if (goal) setAnswers({ ...answers, goal });
              }}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
                {selectorGoals.map((goal) => (
                  <Radio.Card key={goal} value={goal} p="md" radius="md" data-testid={`goal-${goal}`}>
                    <Group wrap="nowrap" align="flex-start">
                      <Radio.Indicator />
                      <Stack gap={2}>
                        <Text fw={600}>{t(`selector.goals.${goal}.name`)}</Text>
                        <Text size="sm" c="dimmed">
                          {t(`selector.goals.${goal}.hint`)}
                        </Text>
                      </Stack>
                    </Group>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
          </Stepper.Step>
          <Stepper.Step label={t('selector.steps.risk')}>
            <Radio.Group
              label={t('selector.riskQuestion')}
              value={answers.maximumRisk ?? ''}
              onChange={(value) => {
                const level = selectorRiskLevels.find((one) => one === value);
                if (level) setAnswers({ ...answers, maximumRisk: level });
              }}
            >
              <Stack gap="xs" mt="sm">
                {selectorRiskLevels.map((level) => (
                  <Radio.Card key={level} value={level} p="sm" radius="md" data-testid={`risk-${level}`}>
                    <Group wrap="nowrap">
                      <Radio.Indicator />
                      <RiskLevelBadge level={level} />
                      <Text size="sm">{t(`selector.riskHints.${level}`)}</Text>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
          </Stepper.Step>
          <Stepper.Step label={t('selector.steps.region')}>
            <Checkbox.Group
              label={t('selector.regionQuestion')}
              description={t('selector.anyWhenNone')}
              value={[...answers.regions]}
            >
              <SimpleGrid cols={{ base: 2, sm: 3 }} mt="sm">
                {fundRegions.map((region) => (
                  <Checkbox
                    key={region}
                    value={region}
                    label={words.region(region)}
                    checked={answers.regions.includes(region)}
                    onChange={() => setAnswers({ ...answers, regions: toggle(answers.regions, region) })}
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </Stepper.Step>
          <Stepper.Step label={t('selector.steps.currency')}>
            <Checkbox.Group
              label={t('selector.currencyQuestion')}
              description={t('selector.anyWhenNone')}
              value={[...answers.currencies]}
            >
              <SimpleGrid cols={{ base: 3, sm: 6 }} mt="sm">
                {fundCurrencies.map((code) => (
                  <Checkbox
                    key={code}
                    value={code}
                    label={code}
                    checked={answers.currencies.includes(code)}
                    onChange={() => setAnswers({ ...answers, currencies: toggle(answers.currencies, code) })}
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </Stepper.Step>
          <Stepper.Completed>
            <SelectorResults answers={answers} />
          </Stepper.Completed>
        </Stepper>
        <Group justify="space-between">
          <Button variant="default" onClick={() => setStep(Math.max(0, step - 1))} disabled={step === 0}>
            {t('selector.back')}
          </Button>
          {step < stepCount ? (
            <Button onClick={() => setStep(step + 1)} disabled={!canGoOn} data-testid="selector-next">
              {step === stepCount - 1 ? t('selector.showFunds') : t('selector.next')}
            </Button>
          ) : (
            <Button
              variant="light"
              onClick={() => {
                setAnswers(noAnswers);
                setStep(0);
              }}
            >
              {t('selector.startOver')}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}

function SelectorResults({ answers }: { readonly answers: SelectorAnswers }) {
  const { t } = useTranslation('fundResearch');
  const words = useFundVocabulary();
  const language = useShownLanguage();
  const nameOf = useFundName();
  const filters = filtersOfAnswers(answers);
  const results = useQuery(
    apiQueryOptions('fundDefinition', 'searchFunds', searchInput(filters, language)),
    queryClient,
  );
  if (results.isLoading) return <LoadingState />;
  if (results.isError || !results.data)
    return <ErrorState error={results.error} onRetry={() => void results.refetch()} />;
  const searchLink = `/funds/search?${paramsOfFilters(filters).toString()}`;
  return (
    <Stack gap="sm" data-testid="selector-results">
      <Group justify="space-between" wrap="wrap">
        <Text fw={600} role="status">
          {t('selector.matches', { count: results.data.total })}
        </Text>
        {results.data.total > 0 && (
          <Anchor component={Link} to={searchLink} size="sm">
            {t('selector.openInSearch')}
          </Anchor>
        )}
      </Group>
      {results.data.total === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text c="dimmed" ta="center">
            {t('selector.noMatches')}
          </Text>
        </Paper>
      ) : (
        results.data.funds.map((fund) => (
          <Paper key={fund.fundId} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                <Anchor component={Link} to={`/funds/detail/${fund.fundId}`} fw={600} size="sm">
                  {nameOf(fund.names)}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {words.category(fund.category)} · {words.region(fund.region)} · {fund.currency}
                </Text>
              </Stack>
              <Group gap="md" wrap="nowrap">
                <RiskLevelBadge level={fund.riskLevel} />
                <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatNumber(fund.latestNav)}
                </Text>
                <Text size="xs" c="dimmed">
                  {words.periodShort('1year')} <PerformancePercent value={fund.performance} size="sm" />
                </Text>
              </Group>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}
