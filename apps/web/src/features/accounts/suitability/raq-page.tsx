/*
 * SPEC §2 /accounts/raq (issue 17 part 2, ADR 037): the client's risk profile (its level, validity and the answers it
 * came from, each in the wording of the version answered), what the level means and which funds it allows, and the
 * questionnaire redone one question at a time, checked on a review step and scored by the server.
 */
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Progress,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import type { RiskProfile, RiskQuestionnaireSubmission } from '@portal/contract';
import { formatDate } from '@portal/contract/domain/date-format';
import { riskLevels, riskRank, type RiskLevel } from '@portal/contract/domain/fund';
import {
  bandRanges,
  currentQuestionnaireVersion,
  questionnaireVersionOf,
  type QuestionnaireVersion,
} from '@portal/contract/domain/suitability/risk-questionnaire';
import { suitabilityResultCatalogue } from '@portal/contract/domain/suitability/suitability-results';
import { ApiError } from '../../../shared/api/api-error';
import { api, type Api } from '../../../shared/api/api-client';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RiskProfileReminder } from '../../../shared/risk-profile/risk-profile-reminder';
import { useTradingAccount, type TradingAccount } from '../../../shared/session/trading-account';
import { QueryState, tabular } from '../../../shared/ticket/ticket-parts';

/** The api the page calls: the real one, or in a component test the real client over a fake network. */
export const SuitabilityApiContext = createContext<Api>(api);

export function riskProfileQuery(client: Api, account: TradingAccount) {
  return queryOptions({
    queryKey: ['suitability', 'riskQuestionnaire', account] as const,
    queryFn: ({ signal }) => client.suitability.riskQuestionnaire(account, { signal }),
  });
}

/** The fund risk levels a client level allows: its own and the ones below it (never Locked). */
export function allowedFundLevels(level: RiskLevel): RiskLevel[] {
  return riskLevels.filter((candidate) => candidate !== 'Locked' && riskRank(candidate) <= riskRank(level));
}

type Answers = Readonly<Record<string, string>>;

export function RiskQuestionnairePage() {
  const account = useTradingAccount();
  if (!account) return null;
  return <RiskQuestionnaire key={`${account.source}:${account.accountCode}`} account={account} />;
}

type Mode =
  | { readonly kind: 'profile' }
  | { readonly kind: 'answering' }
  | { readonly kind: 'result'; readonly submission: RiskQuestionnaireSubmission; readonly profile: RiskProfile };

function RiskQuestionnaire({ account }: { readonly account: TradingAccount }) {
  const { t } = useTranslation('accountSuitability');
  const client = useContext(SuitabilityApiContext);
  const profile = useQuery(riskProfileQuery(client, account), queryClient);
  const [mode, setMode] = useState<Mode>({ kind: 'profile' });
  const heading = useRef<HTMLHeadingElement>(null);
  const show = (next: Mode) => {
    setMode(next);
    // The new step's content starts at the heading: focus it so a screen reader starts there too.
    queueMicrotask(() => heading.current?.focus());
  };
  return (
    <>
      <RiskProfileReminder withLink={false} />
      <Container size="md" py="lg">
        <Stack gap="md">
          <Title order={1} size="h2" ref={heading} tabIndex={-1}>
            {t('raq.heading')}
          </Title>
          {profile.data === undefined ? (
            <QueryState failed={profile.isError} onRetry={() => void profile.refetch()} />
          ) : mode.kind === 'answering' ? (
            <QuestionnaireSteps
              account={account}
              onCancel={() => show({ kind: 'profile' })}
              onSubmitted={(submission, next) => {
                queryClient.setQueryData(riskProfileQuery(client, account).queryKey, next);
                void queryClient.invalidateQueries({ queryKey: ['suitability', 'findExpiry'] });
                show({ kind: 'result', submission, profile: next });
              }}
            />
          ) : mode.kind === 'result' ? (
            <ResultView submission={mode.submission} profile={mode.profile} onDone={() => show({ kind: 'profile' })} />
          ) : (
            <ProfileView profile={profile.data} onAnswer={() => show({ kind: 'answering' })} />
          )}
        </Stack>
      </Container>
    </>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} style={tabular} component="div">
        {children}
      </Text>
    </div>
  );
}

function useDay(): (instant: string) => string {
  const brand = useBrand();
  return (instant) => formatDate(instant, brand.marketTimeZone);
}

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
            <Fact label={t('raq.profile.level')} testId="risk-level">
              <span data-level={profile.riskLevel}>{t(`riskLevels.${profile.riskLevel}`)}</span>
            </Fact>
            {approved !== null && approved.decidedAt !== null && (
              <Fact label={t('raq.profile.approvedOn')}>{day(approved.decidedAt)}</Fact>
            )}
            {expiry.lastValidDay !== null && (
              <Fact label={t('raq.profile.validUntil')} testId="valid-until">
                <Text span c={expiry.expired ? 'danger' : expiry.expiring ? 'warning' : undefined} inherit>
                  {expiry.lastValidDay}
                </Text>
              </Fact>
            )}
            {approved !== null && (
              <Fact label={t('raq.profile.score')}>
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

/** The level in plain words, the fund levels it allows and the score bands of the version it was scored on. */
export function LevelExplanation({
  level,
  version = currentQuestionnaireVersion,
}: {
  readonly level: RiskLevel;
  readonly version?: QuestionnaireVersion | undefined;
}) {
  const { t } = useTranslation('accountSuitability');
  const allowed = allowedFundLevels(level);
  return (
    <Paper withBorder radius="md" p="md" data-testid="level-explanation">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('raq.explain.heading')}
        </Title>
        <Text size="sm">{t(`raq.explain.levels.${level}`)}</Text>
        {level === 'None' ? (
          <Text size="sm">{t('raq.explain.allowsNone')}</Text>
        ) : (
          <Group gap="xs" data-testid="allowed-levels">
            <Text size="sm" fw={600}>
              {t('raq.explain.allows')}:
            </Text>
            {allowed.map((fundLevel) => (
              <Badge key={fundLevel} variant="light" color="info" data-level={fundLevel}>
                {t(`riskLevels.${fundLevel}`)}
              </Badge>
            ))}
          </Group>
        )}
        <Title order={3} size="h5">
          {t('raq.explain.bandsHeading')}
        </Title>
        <Table data-testid="score-bands" style={tabular} withRowBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('raq.explain.score')}</Table.Th>
              <Table.Th>{t('raq.explain.level')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bandRanges(version).map((band) => (
              <Table.Tr key={band.riskLevel} fw={band.riskLevel === level ? 700 : undefined}>
                <Table.Td>{t('raq.explain.bandRange', { from: band.from, to: band.to })}</Table.Td>
                <Table.Td>{t(`riskLevels.${band.riskLevel}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
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

/** The questions named by a 400's field errors (`answers.<question>`). */
function rejectedQuestions(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const details = error.details;
  if (typeof details !== 'object' || details === null || !('fieldErrors' in details)) return [];
  const fieldErrors = details.fieldErrors;
  if (!Array.isArray(fieldErrors)) return [];
  return fieldErrors
    .map((field: unknown) => (typeof field === 'object' && field !== null && 'path' in field ? String(field.path) : ''))
    .filter((path) => path.startsWith('answers.'))
    .map((path) => path.slice('answers.'.length));
}

/** The questionnaire: one question a step, then a review of every answer, then the server scores it. */
export function QuestionnaireSteps({
  account,
  onCancel,
  onSubmitted,
}: {
  readonly account: TradingAccount;
  readonly onCancel: () => void;
  readonly onSubmitted: (submission: RiskQuestionnaireSubmission, profile: RiskProfile) => void;
}) {
  const { t } = useTranslation('accountSuitability');
  const language = useShownLanguage();
  const client = useContext(SuitabilityApiContext);
  const version = currentQuestionnaireVersion;
  const questions = version.questions;
  const [answers, setAnswers] = useState<Answers>({});
  const [step, setStep] = useState(0);
  const [tried, setTried] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const submit = useMutation(
    {
      mutationFn: () =>
        client.suitability.submitRiskQuestionnaire({ ...account, version: version.version, answers: { ...answers } }),
      onSuccess: (answer) => onSubmitted(answer.submission, answer.profile),
    },
    queryClient,
  );
  const goTo = (next: number) => {
    setStep(next);
    setTried(false);
    queueMicrotask(() => stepHeading.current?.focus());
  };
  const rejected = rejectedQuestions(submit.error);

  if (step >= questions.length) {
    const refusal = submit.error instanceof ApiError ? suitabilityResultCatalogue.nameOf(submit.error.code) : 'unknown';
    const failure = !submit.isError
      ? undefined
      : refusal !== 'unknown'
        ? suitabilityResultCatalogue.textOf(refusal, language)
        : rejected.length > 0
          ? t('raq.review.invalid')
          : t('common.saveFailed');
    return (
      <Paper withBorder radius="md" p="md" data-testid="questionnaire-review">
        <Stack gap="sm">
          <Title order={2} size="h4" ref={stepHeading} tabIndex={-1}>
            {t('raq.review.heading')}
          </Title>
          <Stack gap="xs" component="ol" m={0} pl="md">
            {questions.map((question, index) => {
              const chosen = question.options.find((option) => option.id === answers[question.id]);
              const bad = rejected.includes(question.id) || chosen === undefined;
              return (
                <li key={question.id} data-testid="review-answer" data-question={question.id}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" c="dimmed">
                        {question.text[language]}
                      </Text>
                      <Text size="sm" fw={600} c={bad ? 'danger' : undefined}>
                        {chosen?.text[language] ?? t('raq.review.unanswered')}
                      </Text>
                    </div>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => goTo(index)}
                      aria-label={`${t('raq.review.change')}: ${question.text[language]}`}
                    >
                      {t('raq.review.change')}
                    </Button>
                  </Group>
                </li>
              );
            })}
          </Stack>
          <Text size="sm">{t('raq.review.note')}</Text>
          {failure !== undefined && (
            <Alert color="danger" variant="light" role="alert" data-testid="submit-failure">
              {failure}
            </Alert>
          )}
          <Group>
            <Button onClick={() => submit.mutate()} loading={submit.isPending} data-testid="submit-questionnaire">
              {t('raq.review.submit')}
            </Button>
            <Button variant="default" onClick={() => goTo(questions.length - 1)} disabled={submit.isPending}>
              {t('raq.questions.back')}
            </Button>
            <Button variant="subtle" onClick={onCancel} disabled={submit.isPending}>
              {t('raq.questions.cancel')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  const question = questions[step];
  if (question === undefined) return null;
  const chosen = answers[question.id];
  const last = step === questions.length - 1;
  const next = () => {
    if (chosen === undefined) {
      setTried(true);
      return;
    }
    goTo(step + 1);
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="questionnaire-step" data-question={question.id}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm" c="dimmed" data-testid="question-progress">
              {t('raq.questions.progress', { number: step + 1, count: questions.length })}
            </Text>
            <Progress
              value={((step + 1) / questions.length) * 100}
              aria-label={t('raq.questions.progressLabel')}
              size="sm"
            />
          </Stack>
          <Radio.Group
            value={chosen ?? null}
            onChange={(value) => {
              setAnswers((current) => ({ ...current, [question.id]: value }));
              setTried(false);
            }}
            label={
              <Title order={2} size="h4" ref={stepHeading} tabIndex={-1} component="span">
                {question.text[language]}
              </Title>
            }
            error={tried && chosen === undefined ? t('raq.questions.chooseAnswer') : undefined}
            required
          >
            <Stack gap="sm" mt="sm">
              {question.options.map((option) => (
                <Radio key={option.id} value={option.id} label={option.text[language]} data-option={option.id} />
              ))}
            </Stack>
          </Radio.Group>
          <Group>
            <Button type="submit" data-testid="next-question">
              {last ? t('raq.questions.toReview') : t('raq.questions.next')}
            </Button>
            {step > 0 && (
              <Button variant="default" onClick={() => goTo(step - 1)}>
                {t('raq.questions.back')}
              </Button>
            )}
            <Button variant="subtle" onClick={onCancel}>
              {t('raq.questions.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

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
            <Fact label={t('raq.profile.level')} testId="result-level">
              <span data-level={submission.riskLevel}>{t(`riskLevels.${submission.riskLevel}`)}</span>
            </Fact>
            <Fact label={t('raq.profile.score')}>
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
