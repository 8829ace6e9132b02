import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import type { EventPublisher } from '../../platform/runtime/events';
import { riskProfileReminderDays } from '@portal/contract/domain/suitability/risk-questionnaire';
import { expiryAt } from './risk-profile-expiry';

/** The scheduler's job (start.ts): the risk profiles entering their last 30 days get their reminder, every minute. */
export const riskProfileReminderJob = { name: 'suitabilityExpiryReminders', intervalMs: 60_000 } as const;

const dayMs = 86_400_000;

/**
 * Raises riskQuestionnaireExpiring (→ a notification and a web push, ADR 012) once for each questionnaire in force
 * whose profile ends within 30 days and has not ended: the reminder time is written in the same transaction as the
 * event, so a rerun, a second process or a restart reminds nobody twice. Answers how many it reminded.
 */
export async function remindExpiringRiskProfiles(dependencies: {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly events: EventPublisher;
  readonly timeZone: string;
}): Promise<number> {
  const { db, clock, events, timeZone } = dependencies;
  const now = clock.now();
  const due = await db
    .selectFrom('risk_questionnaire')
    .select(['id', 'account_code', 'source', 'expires_at'])
    .where('in_force', '=', 1)
    .where('expiry_reminded_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where('expires_at', '<=', new Date(now.getTime() + riskProfileReminderDays * dayMs).toISOString())
    .orderBy('expires_at')
    .limit(500)
    .execute();
  let reminded = 0;
  for (const row of due) {
    if (row.expires_at === null) continue;
    const lastValidDay = expiryAt(new Date(row.expires_at), now, timeZone).lastValidDay ?? '';
    const done = await events.inTransaction(db, async (trx, publish) => {
      const claimed = await trx
        .updateTable('risk_questionnaire')
        .set({ expiry_reminded_at: now.toISOString() })
        .where('id', '=', row.id)
        .where('expiry_reminded_at', 'is', null)
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) return false;
      await publish({
        type: 'riskQuestionnaireExpiring',
        accountCode: row.account_code,
        source: row.source,
        fields: { code: lastValidDay },
      });
      return true;
    });
    if (done) reminded += 1;
  }
  return reminded;
}
