/* The client's risk profile: its level, approval, validity and score, the latest submission still waiting or refused,
 * what the level means, and the answers it came from in the wording of the version answered. */
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RiskProfile, RiskQuestionnaireSubmission } from '@portal/contract';
import { questionnaireVersionOf } from '@portal/contract/domain/suitability/risk-questionnaire';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Fact } from '../../../shared/ticket/ticket-parts';
import { LevelExplanation } from './level-explanation';
import { useDay } from './suitability-api';

export function ProfileView({ profile, onAnswer }: { readonly profile: RiskProfile; readonly onAnswer: () => void }) {
  const { t } = useTranslation('accountSuitability');
  const day = useDay();
  const { approved, latest, expiry } = profile;
  return (
    <Stack gap="md">
      <Text size="sm">{t('raq.intro')}</Text>
      <Paper withBorder radius="md" p="md" data-testid="risk-profile">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('raq.profile.heading')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Fact label={t('raq.profile.level')} testId="risk-level" weight={600}>
              <span data-level={profile.riskLevel}>{t(`riskLevels.${profile.riskLevel}`)}</span>
            </Fact>
            {approved !== null && approved.decidedAt !== null && (
              <Fact label={t('raq.profile.approvedOn')} weight={600}>
                {day(approved.decidedAt)}
              </Fact>
            )}
            {expiry.lastValidDay !== null && (
              <Fact label={t('raq.profile.validUntil')} testId="valid-until" weight={600}>
                <Text span c={expiry.expired ? 'danger' : expiry.expiring ? 'warning' : undefined} inherit>
                  {expiry.lastValidDay}
                </Text>
              </Fact>
            )}
            {approved !== null && (
              <Fact label={t('raq.profile.score')} weight={600}>
                {t('raq.profile.scoreValue', { score: approved.score, maximum: approved.maximumScore })}
              </Fact>
            )}
          </SimpleGrid>
          {approved === null && (
            <Text size="sm" c="dimmed">
              {t('raq.profile.fromBackOffice')}
            </Text>
          )}
          {expiry.expired && (
            <Text size="sm" c="danger" fw={600}>
              {t('raq.profile.expired')}
            </Text>
          )}
          <LatestStatus latest={latest} />
          <Group>
            <Button onClick={onAnswer} data-testid="start-questionnaire">
              {approved === null && latest === null ? t('raq.profile.start') : t('raq.profile.redo')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <LevelExplanation level={profile.riskLevel} version={questionnaireVersionOf(approved?.version ?? 0)} />
      {approved !== null && <AnswersView submission={approved} />}
    </Stack>
  );
}

function LatestStatus({ latest }: { readonly latest: RiskQuestionnaireSubmission | null }) {
  const { t } = useTranslation('accountSuitability');
  const day = useDay();
  if (latest === null) return null;
  if (latest.status === 'pending') {
    return (
      <Alert color="info" variant="light" data-testid="latest-pending">
        {t('raq.latest.pending', { date: day(latest.submittedAt) })}
      </Alert>
    );
  }
  if (latest.status !== 'rejected') return null;
  const reason =
    latest.rejectReason === 'superseded'
      ? t('raq.latest.superseded')
      : (latest.rejectReason ?? t('raq.latest.noReason'));
  return (
    <Alert color="warning" variant="light" data-testid="latest-rejected">
      {t('raq.latest.rejected', { date: day(latest.submittedAt), reason })}
    </Alert>
  );
}

/** A submission's answers in the wording of the version it answered (old versions stay readable). */
function AnswersView({ submission }: { readonly submission: RiskQuestionnaireSubmission }) {
  const { t } = useTranslation('accountSuitability');
  const language = useShownLanguage();
  const version = questionnaireVersionOf(submission.version);
  if (version === undefined) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="approved-answers">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('raq.profile.answersHeading', { version: submission.version })}
        </Title>
        <Stack gap="xs" component="dl" m={0}>
          {version.questions.map((question) => (
            <div key={question.id}>
              <Text component="dt" size="sm" c="dimmed">
                {question.text[language]}
              </Text>
              <Text component="dd" size="sm" fw={600} m={0}>
                {question.options.find((option) => option.id === submission.answers[question.id])?.text[language] ??
                  t('raq.review.unanswered')}
              </Text>
            </div>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
