/* The questionnaire: one question a step (questionnaire-question.tsx), then a review of every answer
 * (questionnaire-review.tsx), then the server scores it. Moving to a step puts the focus on its heading. */
import { useMutation } from '@tanstack/react-query';
import { useContext, useRef, useState } from 'react';
import type { RiskProfile, RiskQuestionnaireSubmission } from '@portal/contract';
import {
  currentQuestionnaireVersion,
  type QuestionnaireAnswers,
} from '@portal/contract/domain/suitability/risk-questionnaire';
import { queryClient } from '../../../shared/api/query-client';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { QuestionnaireQuestionStep } from './questionnaire-question';
import { QuestionnaireReview } from './questionnaire-review';
import { SuitabilityApiContext } from './suitability-api';

export function QuestionnaireSteps({
  account,
  onCancel,
  onSubmitted,
}: {
  readonly account: TradingAccount;
  readonly onCancel: () => void;
  readonly onSubmitted: (submission: RiskQuestionnaireSubmission, profile: RiskProfile) => void;
}) {
  const client = useContext(SuitabilityApiContext);
  const version = currentQuestionnaireVersion;
  const questions = version.questions;
  const [answers, setAnswers] = useState<QuestionnaireAnswers>({});
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

  if (step >= questions.length) {
    return (
      <QuestionnaireReview
        questions={questions}
        answers={answers}
        submission={{
          failed: submit.isError,
          error: submit.error,
          pending: submit.isPending,
          send: () => submit.mutate(),
        }}
        headingRef={stepHeading}
        onChange={goTo}
        onBack={() => goTo(questions.length - 1)}
        onCancel={onCancel}
      />
    );
  }

  const question = questions[step];
  if (question === undefined) return null;
  const chosen = answers[question.id];
  return (
    <QuestionnaireQuestionStep
      question={question}
      step={step}
      count={questions.length}
      chosen={chosen}
      tried={tried}
      headingRef={stepHeading}
      onChoose={(value) => {
        setAnswers((current) => ({ ...current, [question.id]: value }));
        setTried(false);
      }}
      onNext={() => {
        if (chosen === undefined) {
          setTried(true);
          return;
        }
        goTo(step + 1);
      }}
      onBack={() => goTo(step - 1)}
      onCancel={onCancel}
    />
  );
}
