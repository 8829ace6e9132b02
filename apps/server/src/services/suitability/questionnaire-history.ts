import type { Kysely } from 'kysely';
import type { QuestionnaireHistoryItem } from '@portal/contract';
import { isRiskLevel } from '@portal/contract/domain/fund';
import type { Database } from '../../platform/db/db';
import type { AccountKey } from './questionnaires';

/*
 * A client's risk questionnaires over time, as the advisor desk's client details list them (issue 28 part 3): every
 * submission, newest first, with its level, score, status and validity, never its answers.
 */

/** The account's `limit` newest questionnaire submissions, newest first. */
export async function questionnaireHistoryOf(
  db: Kysely<Database>,
  account: AccountKey,
  limit: number,
): Promise<QuestionnaireHistoryItem[]> {
  const rows = await db
    .selectFrom('risk_questionnaire')
    .select([
      'id',
      'version',
      'risk_level',
      'score',
      'maximum_score',
      'status',
      'submitted_at',
      'decided_at',
      'expires_at',
      'in_force',
    ])
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    questionnaireId: row.id,
    version: row.version,
    riskLevel: isRiskLevel(row.risk_level) ? row.risk_level : 'None',
    score: row.score,
    maximumScore: row.maximum_score,
    status: row.status === 'approved' || row.status === 'rejected' ? row.status : 'pending',
    submittedAt: row.submitted_at,
    decidedAt: row.decided_at,
    expiresAt: row.expires_at,
    inForce: row.in_force === 1,
  }));
}
