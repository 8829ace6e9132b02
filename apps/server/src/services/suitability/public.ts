/*
 * What other services may import from suitability (ADR 015, ADR 037): the knowledge declarations the virtual-asset desk
 * (issue 18) and derivative orders check before a first order, the demo questionnaires the seed writes and the
 * expiry reminders' job. The risk level and its expiry themselves are on the account (platform/identity/account-directory
 * `investorProfileOf`, `riskProfileExpired`), which fund and stock orders read.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/db';
import { hasKnowledge } from './knowledge';
import type { AccountKey } from './questionnaires';
import { passedKnowledgeCheck } from './va-knowledge-check';

export { remindExpiringRiskProfiles, riskProfileReminderJob } from './expiry-reminders';
export { seedDemoQuestionnaires } from './suitability-seed';
export { knowledgeCheckKeyOf, recordPassedKnowledgeCheck, seedDemoKnowledgeChecks } from './va-knowledge-check';

/**
 * Whether the account has shown virtual-asset knowledge: it passed the virtual-asset knowledge check (ADR 045), or its
 * newest virtual-asset knowledge declaration shows knowledge (ADR 037). False: neither.
 */
export async function hasVirtualAssetKnowledge(
  db: Kysely<Database> | Transaction<Database>,
  account: AccountKey,
): Promise<boolean> {
  return (await passedKnowledgeCheck(db, account)) || hasKnowledge(db, account, 'virtualAssets');
}

/** Whether the account's newest derivatives knowledge declaration shows knowledge (false: never declared or none). */
export async function hasDerivativeKnowledge(
  db: Kysely<Database> | Transaction<Database>,
  account: AccountKey,
): Promise<boolean> {
  return hasKnowledge(db, account, 'derivatives');
}
// The advisor desk (issue 28): a client's questionnaires over time, and where its risk profile's validity stands.
export { questionnaireHistoryOf } from './questionnaire-history';
export { expiryAt as riskProfileExpiryAt } from './risk-profile-expiry';
