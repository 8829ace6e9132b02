import type { LoginSource } from '@portal/contract/brands';
import type { FlagColumn } from '../../platform/db/column-types';

/*
 * The suitability service's tables (migration 0024, ADR 037). Instants ISO-8601 UTC. Owner: services/suitability.
 * The risk level fund and stock orders check stays on `account` (platform/identity/account-directory), written here at each
 * approval with its expiry.
 */

/** A submitted risk questionnaire, kept for the audit with its version, answers and score. */
export type RiskQuestionnaireTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  /** The questionnaire version answered (contract domain/suitability/risk-questionnaire). */
  version: number;
  /** JSON: option id by question id. */
  answers: string;
  score: number;
  maximum_score: number;
  risk_level: string;
  /** pending, approved, rejected (SPEC §3). */
  status: string;
  /** JSON array: the inconsistency rules the answers met (why it waits for review). */
  review_reasons: string;
  submitted_at: string;
  decided_at: string | null;
  /** 'automatic' or the deciding operator's account code. */
  decided_by: string | null;
  reject_reason: string | null;
  /** An approved questionnaire's end: the first instant it is no longer valid. */
  expires_at: string | null;
  /** 1 for the approved questionnaire whose level applies now (one per account at most). */
  in_force: FlagColumn;
  /** When the expiry reminder (a notification) went out; null before. */
  expiry_reminded_at: string | null;
};

/** A knowledge declaration of /accounts/riskCheck; the newest of a kind counts, the older ones stay for the audit. */
export type KnowledgeDeclarationTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  /** derivatives or virtualAssets. */
  kind: string;
  /** Comma-separated criteria declared true; '' for none. */
  criteria: string;
  declared_at: string;
};

/** One attempt at the virtual-asset knowledge check (migration 0032, ADR 045), kept whole for the audit. */
export type VaKnowledgeCheckAttemptTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  /** The knowledge check version answered (contract domain/suitability/va-knowledge-check). */
  version: number;
  /** JSON: option id by question id. */
  answers: string;
  score: number;
  pass_mark: number;
  question_count: number;
  passed: FlagColumn;
  /** Comma-separated ids of the questions answered wrongly; '' for none. */
  wrong_questions: string;
  /** The Hong Kong calendar day of the attempt (yyyy-mm-dd): the daily attempt limit counts by it. */
  attempt_day: string;
  attempted_at: string;
};

export type SuitabilityTables = {
  risk_questionnaire: RiskQuestionnaireTable;
  knowledge_declaration: KnowledgeDeclarationTable;
  va_knowledge_check_attempt: VaKnowledgeCheckAttemptTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends SuitabilityTables {}
}
