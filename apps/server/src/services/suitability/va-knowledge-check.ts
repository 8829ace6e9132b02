import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { KnowledgeCheckAttempt, KnowledgeCheckStatus } from '@portal/contract';
import {
  currentKnowledgeCheck,
  knowledgeCheckAttemptsPerDay,
  knowledgeCheckVersionOf,
  type KnowledgeCheckVersion,
} from '@portal/contract/domain/suitability/va-knowledge-check';
import { lockAccountForUpdate } from '../../platform/identity/account-directory';
import type { Database } from '../../platform/db/db';
import { addDays, marketDayOf, marketInstant } from '../../platform/market/market-calendar';
import { hasKnowledge } from './knowledge';
import { suitabilityRefusal, type AccountKey, type SuitabilityDependencies } from './questionnaires';
import type { VaKnowledgeCheckAttemptTable } from './suitability-tables';

/*
 * The virtual-asset knowledge check (issue 18 part 8, ADR 045): the client answers the contract's current version; the
 * server scores it with the key below (never sent to the browser) and keeps every attempt. The retry rule: a failed
 * attempt may be retried at once, at most `knowledgeCheckAttemptsPerDay` attempts a Hong Kong day; a passed check is
 * not taken again. The daily count and the new attempt are one transaction (the account row locked on PostgreSQL), so
 * attempts sent at once cannot pass the limit.
 */

type Executor = Kysely<Database> | Transaction<Database>;

/** The days of the limit are Hong Kong's (the SFC's market), whatever the brand. */
const attemptTimeZone = 'Asia/Hong_Kong';

/** The right option of each question, by version. Server only. */
const answerKeys: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  1: {
    volatility: 'volatility-b',
    alwaysOpen: 'alwaysOpen-a',
    irreversible: 'irreversible-c',
    custody: 'custody-b',
    stablecoins: 'stablecoins-c',
    compensation: 'compensation-a',
  },
};

/** A version's right answers (tests and the demo seed answer with them). */
export function knowledgeCheckKeyOf(version: number): Readonly<Record<string, string>> {
  const key = answerKeys[version];
  if (key === undefined) throw new Error(`No answer key for knowledge check version ${version}`);
  return key;
}

export function scoreKnowledgeCheck(
  version: KnowledgeCheckVersion,
  answers: Readonly<Record<string, string>>,
): { readonly score: number; readonly wrongQuestionIds: string[]; readonly passed: boolean } {
  const key = knowledgeCheckKeyOf(version.version);
  const wrongQuestionIds = version.questions
    .filter((question) => answers[question.id] !== key[question.id])
    .map((question) => question.id);
  const score = version.questions.length - wrongQuestionIds.length;
  return { score, wrongQuestionIds, passed: score >= version.passMark };
}

function attemptOf(row: VaKnowledgeCheckAttemptTable): KnowledgeCheckAttempt {
  return {
    version: row.version,
    attemptedAt: row.attempted_at,
    score: row.score,
    passMark: row.pass_mark,
    questionCount: row.question_count,
    passed: row.passed === 1,
    wrongQuestionIds: row.wrong_questions === '' ? [] : row.wrong_questions.split(','),
  };
}

function attemptsOf(db: Executor, account: AccountKey) {
  return db
    .selectFrom('va_knowledge_check_attempt')
    .selectAll()
    .where('account_code', '=', account.accountCode.toUpperCase())
    .where('source', '=', account.source)
    .orderBy('attempted_at', 'desc')
    .orderBy('id', 'desc');
}

/** Whether the account passed the knowledge check (any version). */
export async function passedKnowledgeCheck(db: Executor, account: AccountKey): Promise<boolean> {
  const row = await attemptsOf(db, account).where('passed', '=', 1).select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function knowledgeCheckStatusOf(
  db: Executor,
  account: AccountKey,
  now: Date,
): Promise<KnowledgeCheckStatus> {
  const rows = await attemptsOf(db, account).limit(50).execute();
  const passedRow = rows.find((row) => row.passed === 1);
  const today = marketDayOf(now, attemptTimeZone);
  const attemptsToday = rows.filter((row) => row.attempt_day === today).length;
  const attemptsLeftToday = passedRow === undefined ? Math.max(0, knowledgeCheckAttemptsPerDay - attemptsToday) : 0;
  const latest = rows[0];
  return {
    currentVersion: currentKnowledgeCheck.version,
    passed: passedRow !== undefined,
    passedAt: passedRow?.attempted_at ?? null,
    declaredKnowledge: await hasKnowledge(db, account, 'virtualAssets'),
    attemptsToday,
    attemptsLeftToday,
    nextAttemptAt:
      passedRow === undefined && attemptsLeftToday === 0
        ? marketInstant(addDays(today, 1), '00:00', attemptTimeZone).toISOString()
        : null,
    lastAttempt: latest === undefined ? null : attemptOf(latest),
  };
}

/** Scores and keeps an attempt (the contract checked the answers are complete and known), within the retry rule. */
export async function submitKnowledgeCheck(
  deps: SuitabilityDependencies,
  account: AccountKey,
  input: { readonly version: number; readonly answers: Readonly<Record<string, string>> },
): Promise<KnowledgeCheckAttempt> {
  const version = knowledgeCheckVersionOf(input.version) ?? currentKnowledgeCheck;
  const now = deps.clock.now();
  const key = { accountCode: account.accountCode.toUpperCase(), source: account.source };
  return deps.db.transaction().execute(async (trx) => {
    await lockAccountForUpdate(trx, key, deps.dialect);
    const status = await knowledgeCheckStatusOf(trx, key, now);
    if (status.passed) throw suitabilityRefusal(409, 'knowledgeCheckAlreadyPassed');
    if (status.attemptsLeftToday === 0) throw suitabilityRefusal(422, 'knowledgeCheckAttemptsUsed');
    const scored = scoreKnowledgeCheck(version, input.answers);
    const row: VaKnowledgeCheckAttemptTable = {
      id: randomUUID(),
      account_code: key.accountCode,
      source: key.source,
      version: version.version,
      answers: JSON.stringify(
        Object.fromEntries(version.questions.map((question) => [question.id, input.answers[question.id] ?? ''])),
      ),
      score: scored.score,
      pass_mark: version.passMark,
      question_count: version.questions.length,
      passed: scored.passed ? 1 : 0,
      wrong_questions: scored.wrongQuestionIds.join(','),
      attempt_day: marketDayOf(now, attemptTimeZone),
      attempted_at: now.toISOString(),
    };
    await trx.insertInto('va_knowledge_check_attempt').values(row).execute();
    return attemptOf(row);
  });
}

/** Records a passed attempt with the right answers (the demo seed; tests of accounts that trade). */
export async function recordPassedKnowledgeCheck(db: Kysely<Database>, account: AccountKey, at: Date): Promise<void> {
  const version = currentKnowledgeCheck;
  await db
    .insertInto('va_knowledge_check_attempt')
    .values({
      id: randomUUID(),
      account_code: account.accountCode.toUpperCase(),
      source: account.source,
      version: version.version,
      answers: JSON.stringify(knowledgeCheckKeyOf(version.version)),
      score: version.questions.length,
      pass_mark: version.passMark,
      question_count: version.questions.length,
      passed: 1,
      wrong_questions: '',
      attempt_day: marketDayOf(at, attemptTimeZone),
      attempted_at: at.toISOString(),
    })
    .execute();
}

/** The demo seed: V20001 passed the check a month before the seed (idempotent: only where it has no attempt). */
export async function seedDemoKnowledgeChecks(db: Kysely<Database>, now: Date): Promise<void> {
  const account = { accountCode: 'V20001', source: 'fos' as const };
  const existing = await attemptsOf(db, account).select('id').limit(1).executeTakeFirst();
  if (existing !== undefined) return;
  await recordPassedKnowledgeCheck(db, account, new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000));
}
