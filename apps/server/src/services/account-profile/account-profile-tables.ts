import type { LoginSource } from '@portal/contract/brands';
import type { FlagColumn } from '../../platform/db/column-types';

/**
 * The client's record as the broker keeps it (migration 0023; owner services/account-profile, ADR 038). One row per
 * account; its holders in `account_profile_holder`. Identity document numbers are stored in full and masked whenever
 * they leave the server. The contact details here are the record's; the login `account` table keeps the phone and
 * e-mail its one-time passwords go to, and an approved change updates both.
 */
export type AccountProfileTable = {
  account_code: string;
  source: LoginSource;
  /** Individual | Joint | Corporate | Institution. */
  account_type: string;
  name_english: string;
  name_chinese: string | null;
  /** A company's business registration number (Corporate, Institution); null for people. */
  business_registration: string | null;
  residential_address: string;
  correspondence_address: string;
  phone: string | null;
  email: string | null;
  /** employed | selfEmployed | ...; null for a company. */
  employment_status: string | null;
  employer: string | null;
  occupation: string | null;
  /** JSON: [{ product, years }]. */
  investment_experience: string;
  is_professional_investor: FlagColumn;
  updated_at: string;
};

/** A person on the account: its holder(s), or those signing for a company. */
export type AccountProfileHolderTable = {
  account_code: string;
  source: LoginSource;
  position: number;
  /** primary | joint | authorised. */
  role: string;
  name_english: string;
  name_chinese: string | null;
  /** hkid | passport | mainlandId. */
  document_kind: string;
  document_number: string;
  document_country: string;
  date_of_birth: string | null;
  nationality: string;
};

/** A change request (pending → approved | rejected): the fields asked for, with the values they replace. */
export type AccountProfileChangeTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  /** contact | addresses. */
  section: string;
  /** JSON: [{ field, from, to }]. */
  changes: string;
  /** pending | approved | rejected. */
  status: string;
  submitted_at: string;
  /** The session that asked (an advisee session cannot ask). */
  submitted_by: string;
  decided_at: string | null;
  /** 'backOffice' (the simulator job) or the operator's account code. */
  decided_by: string | null;
  reason: string | null;
  proof_id: string;
  updated_at: string;
};

/** A change request's proof, its type recognised from its bytes, in a table of its own so lists never read them. */
export type AccountProfileProofTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  file_name: string;
  /** png | jpeg | pdf. */
  file_type: string;
  size_bytes: number;
  sha256: string;
  content: Uint8Array;
  created_at: string;
};

/** The account-profile tables, merged into `Database` by platform/db/db.ts. */
export type AccountProfileTables = {
  account_profile: AccountProfileTable;
  account_profile_holder: AccountProfileHolderTable;
  account_profile_change: AccountProfileChangeTable;
  account_profile_proof: AccountProfileProofTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends AccountProfileTables {}
}
