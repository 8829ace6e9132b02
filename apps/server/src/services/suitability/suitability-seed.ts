import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RiskLevel } from '@portal/contract/domain/fund';
import {
  maximumScoreOf,
  questionnaireVersionOf,
  riskLevelOfScore,
  scoreOf,
  type QuestionnaireAnswers,
  type QuestionnaireVersion,
} from '@portal/contract/domain/suitability/risk-questionnaire';
import { saveRiskProfile } from '../../platform/identity/account-directory';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import { createEventPublisher } from '../../platform/runtime/events';
import { subscribeNotifications } from '../notification/public';
import { expiryAt, reminderStartOf, riskProfileEndOf } from './risk-profile-expiry';

/*
 * The demo clients' risk questionnaires (README "Demo accounts", ADR 037): C10001 approved almost two years ago on the
 * current version at Medium (the fund journeys rely on that level: a High fund refused, Medium ones bought), its
 * profile ending in about 75 days (the advisor desk flags it, issue 28; no reminder to the client yet); C10005
 * approved almost two years ago on version 1, so its profile ends within 30 days and its reminders show.
 */

const dayMs = 86_400_000;

/** Answers to a version that score exactly `score`: the points spread over the questions, first ones first. */
export function answersScoring(version: QuestionnaireVersion, score: number): QuestionnaireAnswers {
  const count = version.questions.length;
  return Object.fromEntries(
    version.questions.map((question, index) => {
      const points = Math.floor(score / count) + (index < score % count ? 1 : 0);
      const option = question.options.find((candidate) => candidate.points === points) ?? question.options[0];
      return [question.id, option?.id ?? ''];
    }),
  );
}

type DemoQuestionnaire = {
  readonly accountCode: string;
  readonly version: number;
  readonly score: number;
  /** When it was approved, from the seed's clock. */
  readonly approvedAt: (now: Date) => Date;
};

const demoQuestionnaires: readonly DemoQuestionnaire[] = [
  {
    accountCode: 'C10001',
    version: 2,
    score: 24,
    // Two years less 75 days ago: the profile ends in about 75 days, within the advisor desk's 90 (A30001 sees it
    // flagged as expiring) and far from the client's own 30-day reminder, however far journeys move the clock.
    approvedAt: (now) => {
      const at = new Date(now.getTime() + 75 * dayMs);
      at.setUTCFullYear(at.getUTCFullYear() - 2);
      return at;
    },
  },
  {
    accountCode: 'C10005',
    version: 1,
    score: 12,
    // Two years less 20 days ago: the profile ends in about 20 days.
    approvedAt: (now) => {
      const at = new Date(now.getTime() + 20 * dayMs);
      at.setUTCFullYear(at.getUTCFullYear() - 2);
      return at;
    },
  },
];

/** Seeds each demo questionnaire whose account exists and has none yet, with the account's level and expiry. */
export async function seedDemoQuestionnaires(db: Kysely<Database>, clock: Clock, timeZone: string): Promise<void> {
  const now = clock.now();
  // A profile already in its last 30 days had its reminder then (a notification back-dated to that moment), as the
  // reminder job would have sent it: the job then leaves it alone.
  const events = createEventPublisher({ clock });
  subscribeNotifications(events);
  for (const demo of demoQuestionnaires) {
    const account = { accountCode: demo.accountCode, source: 'gateway' as const };
    const exists = await db
      .selectFrom('account')
      .select('id')
      .where('account_code', '=', account.accountCode)
      .where('source', '=', account.source)
      .executeTakeFirst();
    const earlier = await db
      .selectFrom('risk_questionnaire')
      .select('id')
      .where('account_code', '=', account.accountCode)
      .where('source', '=', account.source)
      .executeTakeFirst();
    const version = questionnaireVersionOf(demo.version);
    if (exists === undefined || earlier !== undefined || version === undefined) continue;
    const answers = answersScoring(version, demo.score);
    const riskLevel: RiskLevel = riskLevelOfScore(version, scoreOf(version, answers));
    const approvedAt = demo.approvedAt(now);
    const end = riskProfileEndOf(approvedAt, timeZone);
    const expiresAt = end.toISOString();
    const reminderAt = reminderStartOf(end);
    const reminded = now >= reminderAt && now < end;
    await events.inTransaction(db, async (trx, publish) => {
      await trx
        .insertInto('risk_questionnaire')
        .values({
          id: `RQ${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`,
          account_code: account.accountCode,
          source: account.source,
          version: version.version,
          answers: JSON.stringify(answers),
          score: scoreOf(version, answers),
          maximum_score: maximumScoreOf(version),
          risk_level: riskLevel,
          status: 'approved',
          review_reasons: '[]',
          submitted_at: approvedAt.toISOString(),
          decided_at: approvedAt.toISOString(),
          decided_by: 'automatic',
          reject_reason: null,
          expires_at: expiresAt,
          in_force: 1,
          expiry_reminded_at: reminded ? reminderAt.toISOString() : null,
        })
        .execute();
      await saveRiskProfile(trx, account, { riskLevel, expiresAt });
      if (reminded) {
        await publish({
          type: 'riskQuestionnaireExpiring',
          ...account,
          fields: { code: expiryAt(end, now, timeZone).lastValidDay ?? '' },
          occurredAt: reminderAt,
        });
      }
    });
  }
}
