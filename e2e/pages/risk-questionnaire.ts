import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { RiskQuestionnaireExpiry } from '@portal/contract';
import type { QuestionnaireVersion } from '@portal/contract/domain/suitability/risk-questionnaire';
import { webClientHeaders } from '../support/login';

/** /accounts/raq: the risk profile, the questionnaire one question a step, its review and its result. */
export class RiskQuestionnairePage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/accounts/raq');
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: 'Risk profile questionnaire', level: 1 });
  }

  get level(): Locator {
    return this.page.getByTestId('risk-level');
  }

  get start(): Locator {
    return this.page.getByTestId('start-questionnaire');
  }

  get result(): Locator {
    return this.page.getByTestId('questionnaire-result');
  }

  get resultLevel(): Locator {
    return this.page.getByTestId('result-level');
  }

  /** Answers every question of `version` with the option of `pointsOf(question index)` points, then submits. */
  async answer(version: QuestionnaireVersion, pointsOf: (index: number) => number): Promise<void> {
    for (const [index, question] of version.questions.entries()) {
      const step = this.page.getByTestId('questionnaire-step');
      await step.getByText(`Question ${index + 1} of ${version.questions.length}`).waitFor();
      const option = question.options.find((candidate) => candidate.points === pointsOf(index));
      if (option === undefined) throw new Error(`${question.id} has no answer of ${pointsOf(index)} points`);
      await step.getByRole('radio', { name: option.text.en, exact: true }).check();
      await this.page.getByTestId('next-question').click();
    }
    await this.page.getByTestId('questionnaire-review').waitFor();
    await this.page.getByTestId('submit-questionnaire').click();
  }
}

/** SPEC §7 findExpiry for the signed-in account, through the page's session. */
export async function findExpiry(request: APIRequestContext, accountCode: string): Promise<RiskQuestionnaireExpiry> {
  const answer = await request.post('/api/suitability/findExpiry', {
    headers: { ...webClientHeaders, 'x-portal-account': accountCode, 'x-portal-source': 'gateway' },
    data: { accountCode },
  });
  if (!answer.ok()) throw new Error(`findExpiry answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as RiskQuestionnaireExpiry;
}
