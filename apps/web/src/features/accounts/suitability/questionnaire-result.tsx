/* The questionnaire's result as the server scored it: the level and score, approved (valid until) or waiting for a
 * review with its reasons, and what the level means. */
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RiskProfile, RiskQuestionnaireSubmission } from '@portal/contract';
import { questionnaireVersionOf } from '@portal/contract/domain/suitability/risk-questionnaire';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Fact } from '../../../shared/ticket/ticket-parts';
import { LevelExplanation } from './level-explanation';

export function ResultView({
  submission,
  profile,
  onDone,
}: {
  readonly submission: RiskQuestionnaireSubmission;
  readonly profile: RiskProfile;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation('accountSuitability');
  const language = useShownLanguage();
  const version = questionnaireVersionOf(submission.version);
  const reasons = (version?.inconsistencies ?? []).filter((rule) => submission.reviewReasons.includes(rule.id));
  return (
    <Stack gap="md" data-testid="questionnaire-result" data-status={submission.status}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('raq.result.heading')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <Fact label={t('raq.profile.level')} testId="result-level" weight={600}>
              <span data-level={submission.riskLevel}>{t(`riskLevels.${submission.riskLevel}`)}</span>
            </Fact>
            <Fact label={t('raq.profile.score')} weight={600}>
              {t('raq.profile.scoreValue', { score: submission.score, maximum: submission.maximumScore })}
            </Fact>
          </SimpleGrid>
          {submission.status === 'approved' ? (
            <Alert color="success" variant="light" data-testid="result-approved">
              {t('raq.result.approved', { day: profile.expiry.lastValidDay ?? '' })}
            </Alert>
          ) : (
            <Alert color="info" variant="light" data-testid="result-pending">
              <Stack gap="xs">
                <Text size="sm">{t('raq.result.pending')}</Text>
                {reasons.length > 0 && (
                  <>
                    <Text size="sm" fw={600}>
                      {t('raq.result.reasons')}
                    </Text>
                    <ul style={{ margin: 0 }}>
                      {reasons.map((rule) => (
                        <li key={rule.id}>
                          <Text size="sm">{rule.text[language]}</Text>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </Stack>
            </Alert>
          )}
          <Group>
            <Button onClick={onDone} data-testid="result-done">
              {t('raq.result.done')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <LevelExplanation level={submission.riskLevel} version={version} />
    </Stack>
  );
}
