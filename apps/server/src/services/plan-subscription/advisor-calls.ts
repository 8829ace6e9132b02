import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AdvisorCallRequest, AdvisorCallTopic } from '@portal/contract';
import type { Database } from '../../platform/db/db';
import { fieldRefusal } from '../../platform/http/errors';
import type { PlanSubscriptionDependencies, SubscriptionAccount } from './plan-subscription-dependencies';
import type { AdvisorCallRequestTable } from './plan-subscription-tables';

/*
 * Booking a call with an advisor (issue 27 part 5, /plans/talk): the client's preferred time (in the future), a topic
 * and a note, stored as `requested` for the advisor desk, which reads them through the area's public entry.
 */

export type AdvisorCallInput = {
  readonly preferredAt: string;
  readonly topic: AdvisorCallTopic;
  readonly note: string;
  readonly planId: string | null;
};

function requestOf(row: AdvisorCallRequestTable): AdvisorCallRequest {
  return {
    requestId: row.id,
    accountCode: row.account_code,
    preferredAt: row.preferred_at,
    topic: row.topic as AdvisorCallTopic,
    note: row.note,
    planId: row.plan_id,
    status: row.status as AdvisorCallRequest['status'],
    createdAt: row.created_at,
  };
}

export async function requestAdvisorCall(
  deps: PlanSubscriptionDependencies,
  account: SubscriptionAccount,
  input: AdvisorCallInput,
): Promise<AdvisorCallRequest> {
  const now = deps.clock.now();
  const preferredAt = new Date(input.preferredAt);
  if (preferredAt.getTime() <= now.getTime()) {
    throw fieldRefusal('call request', 'preferredAt', 'Choose a time in the future.');
  }
  if (input.planId !== null && (await deps.plans.plan(input.planId)) === undefined) {
    throw fieldRefusal('call request', 'planId', 'There is no such plan.');
  }
  const row: AdvisorCallRequestTable = {
    id: randomUUID(),
    account_code: account.accountCode.toUpperCase(),
    source: account.source,
    preferred_at: preferredAt.toISOString(),
    topic: input.topic,
    note: input.note,
    plan_id: input.planId,
    status: 'requested',
    created_at: now.toISOString(),
  };
  await deps.db.insertInto('advisor_call_request').values(row).execute();
  return requestOf(row);
}

export async function advisorCallRequestsOf(
  db: Kysely<Database>,
  accounts: readonly SubscriptionAccount[],
): Promise<AdvisorCallRequest[]> {
  if (accounts.length === 0) return [];
  const rows = await db
    .selectFrom('advisor_call_request')
    .selectAll()
    .where((eb) =>
      eb.or(
        accounts.map((account) =>
          eb.and([eb('account_code', '=', account.accountCode.toUpperCase()), eb('source', '=', account.source)]),
        ),
      ),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(requestOf);
}

/** The requests waiting for an advisor, earliest preferred time first (the advisor desk's list). */
export async function openAdvisorCallRequests(db: Kysely<Database>, limit = 200): Promise<AdvisorCallRequest[]> {
  const rows = await db
    .selectFrom('advisor_call_request')
    .selectAll()
    .where('status', '=', 'requested')
    .orderBy('preferred_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(requestOf);
}
