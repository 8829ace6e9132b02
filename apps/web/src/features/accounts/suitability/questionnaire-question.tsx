/* One question of the questionnaire: how far along, the question with its answers (one must be chosen to go on), and
 * next (or to the review after the last), back and cancel. */
import { Button, Group, Paper, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import type { RefObject } from 'react';
import type { QuestionnaireQuestion } from '@portal/contract/domain/suitability/risk-questionnaire';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';

export function QuestionnaireQuestionStep({
  question,
  step,
  count,
  chosen,
  tried,
  headingRef,
  onChoose,
  onNext,
  onBack,
  onCancel,
}: {
  readonly question: QuestionnaireQuestion;
  /** Where the question stands (from 0) among `count`. */
  readonly step: number;
  readonly count: number;
  readonly chosen: string | undefined;
  /** Next was asked for without an answer: the question says to choose one. */
  readonly tried: boolean;
  readonly headingRef: RefObject<HTMLHeadingElement | null>;
  readonly onChoose: (optionId: string) => void;
  readonly onNext: () => void;
  readonly onBack: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation('accountSuitability');
  const language = useShownLanguage();
  const last = step === count - 1;
  return (
    <Paper withBorder radius="md" p="md" data-testid="questionnaire-step" data-question={question.id}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onNext();
        }}
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Text size="sm" c="dimmed" data-testid="question-progress">
              {t('raq.questions.progress', { number: step + 1, count })}
            </Text>
            <Progress value={((step + 1) / count) * 100} aria-label={t('raq.questions.progressLabel')} size="sm" />
          </Stack>
          <Radio.Group
            value={chosen ?? null}
            onChange={onChoose}
            label={
              <Title order={2} size="h4" ref={headingRef} tabIndex={-1} component="span">
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
              <Button variant="default" onClick={onBack}>
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
