/* The goal questionnaire's answers: checked as typed, carried to the suggestions page in its address (so the result
 * can be reloaded and shared), and the suggestPlans request they make. */
import { isPlainDecimal } from '@portal/contract/domain/decimal-value';
import {
  maximumPlanHorizonYears,
  minimumPlanHorizonYears,
  planGoals,
  type PlanGoal,
} from '@portal/contract/domain/plan';

export type GoalForm = {
  readonly goal: PlanGoal | '';
  readonly horizon: string;
  readonly lumpSum: string;
  readonly monthly: string;
  readonly currency: string;
};

export type GoalAnswers = {
  readonly goal: PlanGoal;
  readonly horizonYears: number;
  readonly lumpSum: string;
  readonly monthlyAmount: string;
  readonly currency?: string;
};

export type GoalErrors = {
  readonly goal?: 'required';
  readonly horizon?: 'required' | 'horizon';
  readonly lumpSum?: 'amount' | 'bothZero';
  readonly monthly?: 'amount';
};

const amount = /^(0|[1-9]\d*)(\.\d{1,2})?$/;

/** An amount field: empty is 0. */
function amountOf(text: string): string | undefined {
  const written = text.trim() === '' ? '0' : text.trim();
  return amount.test(written) && isPlainDecimal(written) ? written : undefined;
}

/** The answers, or each field's error. */
export function checkGoalForm(form: GoalForm): { answers?: GoalAnswers; errors: GoalErrors } {
  const errors: { -readonly [K in keyof GoalErrors]: GoalErrors[K] } = {};
  if (form.goal === '') errors.goal = 'required';
  const horizon = form.horizon.trim();
  const years = Number(horizon);
  if (horizon === '') errors.horizon = 'required';
  else if (!/^\d+$/.test(horizon) || years < minimumPlanHorizonYears || years > maximumPlanHorizonYears)
    errors.horizon = 'horizon';
  const lumpSum = amountOf(form.lumpSum);
  const monthly = amountOf(form.monthly);
  if (lumpSum === undefined) errors.lumpSum = 'amount';
  if (monthly === undefined) errors.monthly = 'amount';
  if (lumpSum === '0' && monthly === '0') errors.lumpSum = 'bothZero';
  if (Object.keys(errors).length > 0 || form.goal === '' || lumpSum === undefined || monthly === undefined)
    return { errors };
  return {
    errors,
    answers: {
      goal: form.goal,
      horizonYears: years,
      lumpSum,
      monthlyAmount: monthly,
      ...(form.currency ? { currency: form.currency } : {}),
    },
  };
}

export function paramsOfAnswers(answers: GoalAnswers): URLSearchParams {
  const params = new URLSearchParams({
    goal: answers.goal,
    years: String(answers.horizonYears),
    lumpSum: answers.lumpSum,
    monthly: answers.monthlyAmount,
  });
  if (answers.currency) params.set('currency', answers.currency);
  return params;
}

/** The form as the address fills it in (coming back to change the answers). */
export function formOfParams(params: URLSearchParams): GoalForm {
  return {
    goal: planGoals.find((goal) => goal === params.get('goal')) ?? '',
    horizon: params.get('years') ?? '',
    lumpSum: params.get('lumpSum') ?? '',
    monthly: params.get('monthly') ?? '',
    currency: params.get('currency') ?? '',
  };
}

/** The answers in the address, or undefined when there are none or they are not answers. */
export function answersOfParams(params: URLSearchParams): GoalAnswers | undefined {
  return checkGoalForm(formOfParams(params)).answers;
}
