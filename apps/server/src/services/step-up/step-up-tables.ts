import type { LoginSource } from '@portal/contract/brands';
import type { StepUpAction } from '@portal/contract/domain/step-up';

/** A one-time code sent by SMS or e-mail to confirm one action of one session (ADR 036). */
export type StepUpCodeTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  session_id: string;
  action: StepUpAction;
  channel: 'sms' | 'email';
  /** Digest of the code salted with the row id: equal codes never share a digest. */
  code_hash: string;
  tries: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

/** A step-up given: it lets one session take one action once, until it expires. Only the token's digest is kept. */
export type StepUpGrantTable = {
  id: string;
  token_hash: string;
  account_code: string;
  source: LoginSource;
  session_id: string;
  action: StepUpAction;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

/** A wrong step-up answer, counted per account within a window (too many lock the step-up for a while). */
export type StepUpFailureTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  failed_at: string;
};

export type StepUpTables = {
  step_up_code: StepUpCodeTable;
  step_up_grant: StepUpGrantTable;
  step_up_failure: StepUpFailureTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends StepUpTables {}
}
