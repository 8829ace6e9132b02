/* The virtual-asset knowledge check (issue 18 part 8, ADR 045): before a first virtual-asset order the client answers
 * six questions on the risks of virtual assets (contract domain/suitability/va-knowledge-check; the right answers stay
 * on the server), five right to pass. A failed attempt names the topics it got wrong, never the right answers, and may
 * be retried at once, at most three times a Hong Kong day. The order page shows the check instead of the ticket until
 * the check is passed (or virtual-asset knowledge was declared). */
import { Alert, Button, List, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { KnowledgeCheckStatus } from '@portal/contract';
import { formatDate, formatTime24 } from '@portal/contract/domain/date-format';
import { cryptoOrderResultCatalogue } from '@portal/contract/domain/order/crypto-order-results';
import { suitabilityResultCatalogue } from '@portal/contract/domain/suitability/suitability-results';
import {
  currentKnowledgeCheck,
  knowledgeCheckAttemptsPerDay,
  knowledgeCheckVersionOf,
} from '@portal/contract/domain/suitability/va-knowledge-check';
import { api } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { queryClient } from '../../../shared/api/query-client';
import { useBrand } from '../../../shared/brand/brand-context';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { QueryState } from '../../../shared/ticket/ticket-parts';
import type { CryptoAccount } from '../crypto-common';

export function knowledgeCheckQuery(account: CryptoAccount) {
  return {
    queryKey: ['suitability', 'virtualAssetKnowledgeCheck', account.accountCode, account.source],
    queryFn: ({ signal }: { signal: AbortSignal }) => api.suitability.virtualAssetKnowledgeCheck(account, { signal }),
  } as const;
}

/** Whether the account may place virtual-asset orders: a passed check or a declaration of knowledge. */
export function mayTradeVirtualAssets(status: KnowledgeCheckStatus): boolean {
  return status.passed || status.declaredKnowledge;
}

/** The topics of the questions an attempt got wrong, in the reader's language. */
function WrongTopics({ version, questionIds }: { version: number; questionIds: readonly string[] }) {
  const language = useShownLanguage();
  const questions = (knowledgeCheckVersionOf(version) ?? currentKnowledgeCheck).questions;
  return (
    <List size="sm" data-testid="knowledge-wrong-topics">
      {questionIds.map((id) => (
        <List.Item key={id}>{questions.find((question) => question.id === id)?.topic[language] ?? id}</List.Item>
      ))}
    </List>
  );
}

/** The result of the last (failed) attempt, and a retry while attempts are left today. */
function FailedAttempt({ status, onRetry }: { status: KnowledgeCheckStatus; onRetry: () => void }) {
  const { t } = useTranslation('cryptoTrading');
  const brand = useBrand();
  const attempt = status.lastAttempt;
  if (attempt === null) return null;
  return (
    <Alert color="warning" variant="light" title={t('knowledge.failedHeading')} data-testid="knowledge-failed">
      <Stack gap="xs">
        <Text size="sm" data-testid="knowledge-score">
          {t('knowledge.failed', { score: attempt.score, count: attempt.questionCount, passMark: attempt.passMark })}
        </Text>
        <Text size="sm">{t('knowledge.reviewTopics')}</Text>
        <WrongTopics version={attempt.version} questionIds={attempt.wrongQuestionIds} />
        {status.attemptsLeftToday > 0 ? (
          <>
            <Text size="sm" data-testid="knowledge-attempts-left">
              {t('knowledge.attemptsLeft', { count: status.attemptsLeftToday })}
            </Text>
            <div>
              <Button onClick={onRetry} data-testid="knowledge-retry">
                {t('knowledge.retry')}
              </Button>
            </div>
          </>
        ) : (
          <Text size="sm" data-testid="knowledge-no-attempts">
            {t('knowledge.noAttemptsLeft', {
              time:
                status.nextAttemptAt === null
                  ? ''
                  : `${formatDate(status.nextAttemptAt, brand.marketTimeZone)} ${formatTime24(status.nextAttemptAt, brand.marketTimeZone)}`,
            })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

/** The questions, one radio group each; every question must be answered before the server scores them. */
function KnowledgeCheckForm({
  account,
  onAnswered,
}: {
  account: CryptoAccount;
  onAnswered: (status: KnowledgeCheckStatus) => void;
}) {
  const { t } = useTranslation('cryptoTrading');
  const language = useShownLanguage();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const version = currentKnowledgeCheck;
  const submit = useMutation(
    {
      mutationFn: () =>
        api.suitability.submitVirtualAssetKnowledgeCheck({ ...account, version: version.version, answers }),
      onSuccess: (answer) => onAnswered(answer.status),
    },
    queryClient,
  );
  const refusal =
    submit.error instanceof ApiError && submit.error.status !== 400
      ? suitabilityResultCatalogue.nameOf(submit.error.code)
      : undefined;
  return (
    <Stack
      component="form"
      gap="md"
      aria-label={t('knowledge.heading')}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (version.questions.every((question) => answers[question.id] !== undefined)) submit.mutate();
      }}
    >
      {version.questions.map((question, index) => (
        <Radio.Group
          key={question.id}
          name={question.id}
          label={t('knowledge.question', { number: index + 1, count: version.questions.length })}
          description={question.text[language]}
          value={answers[question.id] ?? null}
          onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
          error={tried && answers[question.id] === undefined ? t('knowledge.chooseAnswer') : undefined}
          data-testid={`knowledge-question-${question.id}`}
          styles={{ description: { fontSize: 'var(--mantine-font-size-sm)', color: 'var(--mantine-color-text)' } }}
        >
          <Stack gap={6} mt="xs">
            {question.options.map((option) => (
              <Radio key={option.id} value={option.id} label={option.text[language]} data-testid={option.id} />
            ))}
          </Stack>
        </Radio.Group>
      ))}
      {submit.isError && (
        <Alert color="danger" variant="light" role="alert" data-testid="knowledge-submit-failed">
          {refusal === undefined || refusal === 'unknown'
            ? t('knowledge.submitFailed')
            : suitabilityResultCatalogue.textOf(refusal, language)}
        </Alert>
      )}
      <div>
        <Button type="submit" loading={submit.isPending} data-testid="knowledge-submit">
          {t('knowledge.submit')}
        </Button>
      </div>
    </Stack>
  );
}

/** The check itself: why it is asked (VA502's text), its rule, and the questions or the last attempt's result. */
export function KnowledgeCheck({
  account,
  status,
  onPassed,
}: {
  account: CryptoAccount;
  status: KnowledgeCheckStatus;
  onPassed?: () => void;
}) {
  const { t } = useTranslation('cryptoTrading');
  const language = useShownLanguage();
  const [answering, setAnswering] = useState(status.lastAttempt === null);
  const version = currentKnowledgeCheck;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="knowledge-heading"
      data-testid="knowledge-check"
    >
      <Stack gap="md">
        <Alert color="info" variant="light" data-testid="knowledge-required">
          {cryptoOrderResultCatalogue.textOf('knowledgeCheckRequired', language)}
        </Alert>
        <Title order={2} size="h4" id="knowledge-heading">
          {t('knowledge.heading')}
        </Title>
        <Text size="sm">{t('knowledge.intro', { count: version.questions.length, passMark: version.passMark })}</Text>
        <Text size="sm" c="dimmed">
          {t('knowledge.rule', { perDay: knowledgeCheckAttemptsPerDay })}
        </Text>
        {answering ? (
          <KnowledgeCheckForm
            account={account}
            onAnswered={(answered) => {
              queryClient.setQueryData(knowledgeCheckQuery(account).queryKey, answered);
              setAnswering(false);
              if (answered.passed) onPassed?.();
            }}
          />
        ) : (
          <FailedAttempt status={status} onRetry={() => setAnswering(true)} />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The ticket once the account may trade virtual assets; until then the knowledge check. Passing it shows the ticket
 * at once, with a note that it was passed.
 */
export function KnowledgeCheckGate({ account, children }: { account: CryptoAccount; children: ReactNode }) {
  const { t } = useTranslation('cryptoTrading');
  const status = useQuery(knowledgeCheckQuery(account), queryClient);
  const [justPassed, setJustPassed] = useState(false);
  if (status.isPending || status.isError) {
    return <QueryState failed={status.isError} onRetry={() => void status.refetch()} />;
  }
  if (!mayTradeVirtualAssets(status.data)) {
    return <KnowledgeCheck account={account} status={status.data} onPassed={() => setJustPassed(true)} />;
  }
  return (
    <Stack gap="md">
      {justPassed && (
        <Alert color="success" variant="light" role="status" data-testid="knowledge-passed">
          {t('knowledge.passed')}
        </Alert>
      )}
      {children}
    </Stack>
  );
}
