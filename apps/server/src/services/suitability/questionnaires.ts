import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { RiskProfile, RiskQuestionnaireSubmission } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import { isRiskLevel, type RiskLevel } from '@portal/contract/domain/fund';
import {
  currentQuestionnaireVersion,
  inconsistenciesOf,
  maximumScoreOf,
  riskLevelOfScore,
  scoreOf,
  type QuestionnaireAnswers,
  type QuestionnaireStatus,
} from '@portal/contract/domain/suitability/risk-questionnaire';
import {
  suitabilityResultCatalogue,
  type SuitabilityResult,
} from '@portal/contract/domain/suitability/suitability-results';
import { auditedActorOf, recordAuditedAction, type ActingSession } from '../../platform/audit/audit-trail';
import { investorProfileOf, lockAccountForUpdate, saveRiskProfile } from '../../platform/identity/account-directory';
import type { Clock } from '../../platform/runtime/clock';
import type { Database, DatabaseDialect } from '../../platform/db/db';
import { AppError } from '../../platform/http/errors';
import { expiryAt, riskProfileEndOf } from './risk-profile-expiry';
import type { RiskQuestionnaireTable } from './suitability-tables';

/*
 * The risk questionnaire's submissions and decisions (issue 17 part 2, ADR 037). The server scores the answers with
 * the contract's definition of their version. The rule of approval: answers that meet none of the version's
 * inconsistency rules are approved at once ('automatic'); answers that meet one wait (pending) for an operator, who
 * approves or rejects them. A new submission supersedes a pending one (rejected, 'superseded'). An approval, in one
 * transaction, makes the questionnaire the one in force and writes its level and end to the account, where fund and
 * stock orders read them (platform/identity/account-directory).
 */

export type AccountKey = { readonly accountCode: string; readonly source: LoginSource };
type Executor = Kysely<Database> | Transaction<Database>;

export type SuitabilityDependencies = {
  readonly db: Kysely<Database>;
  readonly dialect: DatabaseDialect;
  readonly clock: Clock;
  readonly timeZone: string;
};

const statusOf = (value: string): QuestionnaireStatus =>
  value === 'approved' || value === 'rejected' ? value : 'pending';

/** A refusal of the suitability service: its status, its code (RAQ00x) and its English text. */
export function suitabilityRefusal(status: number, result: SuitabilityResult): AppError {
  return new AppError(
    status,
    String(suitabilityResultCatalogue.codes[result]),
    suitabilityResultCatalogue.textOf(result, 'en'),
    {
      result,
    },
  );
}

export function submissionOf(row: RiskQuestionnaireTable): RiskQuestionnaireSubmission {
  return {
    questionnaireId: row.id,
    accountCode: row.account_code,
    version: row.version,
    answers: JSON.parse(row.answers) as Record<string, string>, // written by this service as such a record
    score: row.score,
    maximumScore: row.maximum_score,
    riskLevel: isRiskLevel(row.risk_level) ? row.risk_level : 'None',
    status: statusOf(row.status),
    reviewReasons: JSON.parse(row.review_reasons) as string[], // written by this service as a string array
    submittedAt: row.submitted_at,
    decidedAt: row.decided_at,
    decidedBy: row.decided_by,
    rejectReason: row.reject_reason,
    expiresAt: row.expires_at,
  };
}

async function latestOf(db: Executor, account: AccountKey): Promise<RiskQuestionnaireTable | undefined> {
  return db
    .selectFrom('risk_questionnaire')
    .selectAll()
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

async function inForceOf(db: Executor, account: AccountKey): Promise<RiskQuestionnaireTable | undefined> {
  return db
    .selectFrom('risk_questionnaire')
    .selectAll()
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('in_force', '=', 1)
    .executeTakeFirst();
}

/** The account's risk profile as /accounts/raq shows it. */
export async function riskProfileOf(deps: SuitabilityDependencies, account: AccountKey): Promise<RiskProfile> {
  const profile = await investorProfileOf(deps.db, account);
  if (profile === undefined) throw AppError.notFound(`There is no account ${account.accountCode}.`);
  const inForce = await inForceOf(deps.db, account);
  const latest = await latestOf(deps.db, account);
  const end = profile.riskProfileExpiresAt === null ? null : new Date(profile.riskProfileExpiresAt);
  return {
    riskLevel: profile.riskLevel,
    expiry: expiryAt(end, deps.clock.now(), deps.timeZone),
    approved: inForce === undefined ? null : submissionOf(inForce),
    latest: latest === undefined || latest.id === inForce?.id ? null : submissionOf(latest),
    currentVersion: currentQuestionnaireVersion.version,
  };
}

/** Makes an approved questionnaire the one in force: its level and end on the account, the others no longer in force. */
async function putInForce(
  trx: Transaction<Database>,
  account: AccountKey,
  questionnaireId: string,
  riskLevel: RiskLevel,
  expiresAt: string,
): Promise<void> {
  await trx
    .updateTable('risk_questionnaire')
    .set({ in_force: 0 })
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .where('in_force', '=', 1)
    .execute();
  await trx.updateTable('risk_questionnaire').set({ in_force: 1 }).where('id', '=', questionnaireId).execute();
  await saveRiskProfile(trx, account, { riskLevel, expiresAt });
}

/**
 * Scores and stores a submission of the current version (the contract checked the answers: each question once, with
 * one of its options), approving it at once unless it meets an inconsistency rule. Answers the stored submission.
 */
export async function submitQuestionnaire(
  deps: SuitabilityDependencies,
  account: AccountKey,
  answers: QuestionnaireAnswers,
): Promise<RiskQuestionnaireSubmission> {
  const version = currentQuestionnaireVersion;
  const score = scoreOf(version, answers);
  const riskLevel = riskLevelOfScore(version, score);
  const reviewReasons = inconsistenciesOf(version, answers).map((rule) => rule.id);
  const now = deps.clock.now();
  const at = now.toISOString();
  const approved = reviewReasons.length === 0;
  const expiresAt = approved ? riskProfileEndOf(now, deps.timeZone).toISOString() : null;
  const row: RiskQuestionnaireTable = {
    id: `RQ${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`,
    account_code: account.accountCode,
    source: account.source,
    version: version.version,
    answers: JSON.stringify(
      Object.fromEntries(version.questions.map((question) => [question.id, answers[question.id]])),
    ),
    score,
    maximum_score: maximumScoreOf(version),
    risk_level: riskLevel,
    status: approved ? 'approved' : 'pending',
    review_reasons: JSON.stringify(reviewReasons),
    submitted_at: at,
    decided_at: approved ? at : null,
    decided_by: approved ? 'automatic' : null,
    reject_reason: null,
    expires_at: expiresAt,
    in_force: 0,
    expiry_reminded_at: null,
  };
  await deps.db.transaction().execute(async (trx) => {
    // One submission of an account at a time (PostgreSQL): exactly one questionnaire stays in force.
    await lockAccountForUpdate(trx, account, deps.dialect);
    await trx
      .updateTable('risk_questionnaire')
      .set({ status: 'rejected', decided_at: at, decided_by: 'automatic', reject_reason: 'superseded' })
      .where('account_code', '=', account.accountCode)
      .where('source', '=', account.source)
      .where('status', '=', 'pending')
      .execute();
    await trx.insertInto('risk_questionnaire').values(row).execute();
    if (expiresAt !== null) await putInForce(trx, account, row.id, riskLevel, expiresAt);
  });
  return submissionOf({ ...row, in_force: approved ? 1 : 0 });
}

/** The questionnaires waiting for review, oldest first. */
export async function pendingQuestionnaires(
  db: Kysely<Database>,
  limit: number,
): Promise<RiskQuestionnaireSubmission[]> {
  const rows = await db
    .selectFrom('risk_questionnaire')
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy('submitted_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(submissionOf);
}

/** An operator's decision on a pending questionnaire; an approval puts it in force from the time of the decision. */
export async function decideQuestionnaire(
  deps: SuitabilityDependencies,
  operator: string,
  decision: { readonly questionnaireId: string; readonly decision: 'approve' | 'reject'; readonly reason?: string },
  /** The admin's session deciding: the decision is on the client's audit trail (ADR 059). */
  actor?: ActingSession,
): Promise<RiskQuestionnaireSubmission> {
  const now = deps.clock.now();
  const at = now.toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('risk_questionnaire')
      .selectAll()
      .where('id', '=', decision.questionnaireId)
      .executeTakeFirst();
    if (row === undefined) throw suitabilityRefusal(404, 'questionnaireNotFound');
    if (row.status !== 'pending') throw suitabilityRefusal(409, 'questionnaireNotPending');
    const account = { accountCode: row.account_code, source: row.source };
    // The account first, as a submission takes it: a decision and a new submission run one after the other.
    await lockAccountForUpdate(trx, account, deps.dialect);
    const approved = decision.decision === 'approve';
    const expiresAt = approved ? riskProfileEndOf(now, deps.timeZone).toISOString() : null;
    const changes = {
      status: approved ? 'approved' : 'rejected',
      decided_at: at,
      decided_by: operator,
      reject_reason: approved ? null : (decision.reason ?? null),
      expires_at: expiresAt,
    };
    // Conditional on the status read: two operators deciding at once cannot both succeed.
    const updated = await trx
      .updateTable('risk_questionnaire')
      .set(changes)
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw suitabilityRefusal(409, 'questionnaireNotPending');
    const level = isRiskLevel(row.risk_level) ? row.risk_level : 'None';
    if (expiresAt !== null) await putInForce(trx, account, row.id, level, expiresAt);
    await recordAuditedAction(trx, auditedActorOf(actor, account), {
      account,
      action: 'requestDecided',
      subject: row.id,
      before: { request: 'riskQuestionnaire', status: row.status },
      after: { request: 'riskQuestionnaire', decision: decision.decision, status: changes.status },
      at: now,
    });
    return submissionOf({ ...row, ...changes, in_force: approved ? 1 : 0 });
  });
}
