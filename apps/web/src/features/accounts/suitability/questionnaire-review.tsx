/* The questionnaire's review step: every answer with a button to change it (the ones the server refused marked), a
 * note, why a submission failed, and submit, back or cancel. */
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { RefObject } from 'react';
import type {
  QuestionnaireAnswers,
  QuestionnaireQuestion,
} from '@portal/contract/domain/suitability/risk-questionnaire';
import { suitabilityResultCatalogue } from '@portal/contract/domain/suitability/suitability-results';
import { ApiError } from '../../../shared/api/api-error';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';

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

export function QuestionnaireReview({
  questions,
  answers,
  submission,
  headingRef,
  onChange,
  onBack,
  onCancel,
}: {
  readonly questions: readonly QuestionnaireQuestion[];
  readonly answers: QuestionnaireAnswers;
  /** The submission's state: its refusal (`failed`, `error`), whether it is under way, and sending it. */
  readonly submission: {
    readonly failed: boolean;
    readonly error: unknown;
    readonly pending: boolean;
    readonly send: () => void;
  };
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  readonly onChange: (index: number) => void;
  readonly onBack: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation('accountSuitability');
  const language = useShownLanguage();
  const { error, pending } = submission;
  const rejected = rejectedQuestions(error);
  const refusal = error instanceof ApiError ? suitabilityResultCatalogue.nameOf(error.code) : 'unknown';
  const failure = !submission.failed
    ? undefined
    : refusal !== 'unknown'
      ? suitabilityResultCatalogue.textOf(refusal, language)
      : rejected.length > 0
        ? t('raq.review.invalid')
        : t('common.saveFailed');
  return (
    <Paper withBorder radius="md" p="md" data-testid="questionnaire-review">
      <Stack gap="sm">
        <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
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
                    onClick={() => onChange(index)}
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
          <Button onClick={submission.send} loading={pending} data-testid="submit-questionnaire">
            {t('raq.review.submit')}
          </Button>
          <Button variant="default" onClick={onBack} disabled={pending}>
            {t('raq.questions.back')}
          </Button>
          <Button variant="subtle" onClick={onCancel} disabled={pending}>
            {t('raq.questions.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
