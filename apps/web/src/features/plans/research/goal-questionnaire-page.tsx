/* SPEC §2 /plans/questionnaire and /plans/suggests/search: the goal questionnaire (goal, horizon, lump sum, monthly
 * amount), with the client's risk level from the accounts area's questionnaire and a link to it. Its answers open
 * /plans/suggests/result. */
import {
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { planGoals } from '@portal/contract/domain/plan';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RiskProfileReminder } from '../../../shared/risk-profile/risk-profile-reminder';
import { ClientRiskLevel, useClientRisk } from './client-risk';
import { checkGoalForm, formOfParams, paramsOfAnswers, type GoalForm } from './goal-answers';
import { planCurrencies } from './search-filters';

export function GoalQuestionnairePage() {
  const { t } = useTranslation('planResearch');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const risk = useClientRisk();
  const [form, setForm] = useState<GoalForm>(() => formOfParams(params));
  const [showErrors, setShowErrors] = useState(false);
  const checked = checkGoalForm(form);
  const errors = showErrors ? checked.errors : {};
  const set = (field: keyof GoalForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('questionnaire.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('questionnaire.intro')}
        </Text>
        <ClientRiskLevel risk={risk} />
        <RiskProfileReminder />
        <Paper
          withBorder
          radius="md"
          p="md"
          component="form"
          aria-label={t('questionnaire.title')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setShowErrors(true);
            if (checked.answers)
              void navigate({ pathname: '/plans/suggests/result', search: `?${paramsOfAnswers(checked.answers)}` });
          }}
        >
          <Stack gap="md">
            <NativeSelect
              label={t('questionnaire.goal')}
              data={[
                { value: '', label: '—' },
                ...planGoals.map((value) => ({ value, label: t(`questionnaire.goals.${value}`) })),
              ]}
              value={form.goal}
              onChange={(event) => set('goal')(event.currentTarget.value)}
              error={errors.goal && t('questionnaire.errors.required')}
              required
              data-testid="goal"
            />
            <TextInput
              label={t('questionnaire.horizon')}
              description={t('questionnaire.horizonDescription')}
              inputMode="numeric"
              value={form.horizon}
              onChange={(event) => set('horizon')(event.currentTarget.value)}
              error={errors.horizon && t(`questionnaire.errors.${errors.horizon}`)}
              required
              data-testid="horizon"
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('questionnaire.lumpSum')}
                description={t('questionnaire.amountsDescription')}
                inputMode="decimal"
                value={form.lumpSum}
                onChange={(event) => set('lumpSum')(event.currentTarget.value)}
                error={errors.lumpSum && t(`questionnaire.errors.${errors.lumpSum}`)}
                data-testid="lump-sum"
              />
              <TextInput
                label={t('questionnaire.monthly')}
                description={t('questionnaire.amountsDescription')}
                inputMode="decimal"
                value={form.monthly}
                onChange={(event) => set('monthly')(event.currentTarget.value)}
                error={errors.monthly && t(`questionnaire.errors.${errors.monthly}`)}
                data-testid="monthly"
              />
            </SimpleGrid>
            <NativeSelect
              label={t('questionnaire.currency')}
              data={[
                { value: '', label: t('search.anyCurrency') },
                ...planCurrencies.map((value) => ({ value, label: value })),
              ]}
              value={form.currency}
              onChange={(event) => set('currency')(event.currentTarget.value)}
              data-testid="currency"
            />
            <Group>
              <Button type="submit" disabled={showErrors && !checked.answers} data-testid="suggest">
                {t('questionnaire.submit')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
