import type { Kysely, Transaction } from 'kysely';
import {
  accountTypes,
  employmentStatuses,
  experienceBands,
  identityDocumentKinds,
  investmentProducts,
  nationalities,
  type AccountHolder,
  type AccountProfile,
  type ProfileChangeRequest,
} from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import type { Database } from '../../platform/db/db';
import type {
  AccountProfileChangeTable,
  AccountProfileHolderTable,
  AccountProfileProofTable,
  AccountProfileTable,
} from './account-profile-tables';

/*
 * Reading the record and its change requests, and how they look on the wire (ADR 038): identity document and business
 * registration numbers are masked here, so the full number never leaves the server.
 */

export type ProfileAccount = { readonly accountCode: string; readonly source: LoginSource };
export type Executor = Kysely<Database> | Transaction<Database>;

const mask = '•';

/**
 * An identity document number with its first and last letter or digit shown and every other letter or digit hidden;
 * brackets and spaces stay: 'A123456(3)' → 'A••••••(3)', 'GC4817325' → 'G•••••••5'.
 */
export function maskDocumentNumber(number: string): string {
  const positions = [...number].flatMap((character, index) => (/[A-Za-z0-9]/.test(character) ? [index] : []));
  const first = positions[0];
  const last = positions.at(-1);
  return [...number]
    .map((character, index) =>
      /[A-Za-z0-9]/.test(character) && index !== first && (index !== last || positions.length < 3) ? mask : character,
    )
    .join('');
}

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return (values as readonly (string | null)[]).includes(value) ? (value as T) : fallback;
}

export async function findProfile(db: Executor, account: ProfileAccount): Promise<AccountProfileTable | undefined> {
  return db
    .selectFrom('account_profile')
    .selectAll()
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .executeTakeFirst();
}

export async function holdersOf(db: Executor, account: ProfileAccount): Promise<AccountProfileHolderTable[]> {
  return db
    .selectFrom('account_profile_holder')
    .selectAll()
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .orderBy('position')
    .execute();
}

function toHolder(row: AccountProfileHolderTable): AccountHolder {
  return {
    role: oneOf(['primary', 'joint', 'authorised'] as const, row.role, 'primary'),
    name: { english: row.name_english, chinese: row.name_chinese },
    identityDocument: {
      kind: oneOf(identityDocumentKinds, row.document_kind, 'hkid'),
      numberMasked: maskDocumentNumber(row.document_number),
      issuingCountry: oneOf(nationalities, row.document_country, 'CHN'),
    },
    dateOfBirth: row.date_of_birth,
    nationality: oneOf(nationalities, row.nationality, 'CHN'),
  };
}

function experienceOf(json: string): AccountProfile['investmentExperience'] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { product, years } = entry as { product?: unknown; years?: unknown };
    return typeof product === 'string' &&
      typeof years === 'string' &&
      (investmentProducts as readonly string[]).includes(product)
      ? [
          {
            product: product as (typeof investmentProducts)[number],
            years: oneOf(experienceBands, years, 'none'),
          },
        ]
      : [];
  });
}

export function toProfile(row: AccountProfileTable, holders: readonly AccountProfileHolderTable[]): AccountProfile {
  return {
    accountCode: row.account_code,
    accountType: oneOf(accountTypes, row.account_type, 'Individual'),
    name: { english: row.name_english, chinese: row.name_chinese },
    businessRegistration:
      row.business_registration === null
        ? null
        : {
            kind: 'businessRegistration',
            numberMasked: maskDocumentNumber(row.business_registration),
            issuingCountry: 'CHN',
          },
    holders: holders.map(toHolder),
    residentialAddress: row.residential_address,
    correspondenceAddress: row.correspondence_address,
    phone: row.phone,
    email: row.email,
    employment:
      row.employment_status === null
        ? null
        : {
            status: oneOf(employmentStatuses, row.employment_status, 'employed'),
            employer: row.employer,
            occupation: row.occupation,
          },
    investmentExperience: experienceOf(row.investment_experience),
    professionalInvestor: row.is_professional_investor === 1,
    updatedAt: row.updated_at,
  };
}

export type ChangeWithProof = {
  readonly change: AccountProfileChangeTable;
  readonly proof: Pick<AccountProfileProofTable, 'file_name' | 'file_type' | 'size_bytes'>;
};

export type StoredChange = ProfileChangeRequest['changes'][number];

export function changesOf(json: string): StoredChange[] {
  return JSON.parse(json) as StoredChange[]; // written by this service from the contract's fields only.
}

export function toChangeRequest({ change, proof }: ChangeWithProof): ProfileChangeRequest {
  return {
    requestId: change.id,
    section: change.section === 'addresses' ? 'addresses' : 'contact',
    status: oneOf(['pending', 'approved', 'rejected'] as const, change.status, 'pending'),
    changes: changesOf(change.changes),
    submittedAt: change.submitted_at,
    decidedAt: change.decided_at,
    reason: change.reason,
    proof: {
      fileName: proof.file_name,
      fileType: oneOf(['png', 'jpeg', 'pdf'] as const, proof.file_type, 'pdf'),
      sizeBytes: proof.size_bytes,
    },
  };
}

function changesWithProof(db: Executor) {
  return db
    .selectFrom('account_profile_change')
    .innerJoin('account_profile_proof', 'account_profile_proof.id', 'account_profile_change.proof_id')
    .selectAll('account_profile_change')
    .select([
      'account_profile_proof.file_name as file_name',
      'account_profile_proof.file_type as file_type',
      'account_profile_proof.size_bytes as size_bytes',
    ]);
}

function split(row: AccountProfileChangeTable & ChangeWithProof['proof']): ChangeWithProof {
  const { file_name, file_type, size_bytes, ...change } = row;
  return { change, proof: { file_name, file_type, size_bytes } };
}

/** The account's change requests, newest first. */
export async function changeRequestsOf(
  db: Executor,
  account: ProfileAccount,
  limit: number,
): Promise<ChangeWithProof[]> {
  const rows = await changesWithProof(db)
    .where('account_profile_change.account_code', '=', account.accountCode)
    .where('account_profile_change.source', '=', account.source)
    .orderBy('account_profile_change.submitted_at', 'desc')
    .orderBy('account_profile_change.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(split);
}

/** One change request (of this account, when given). */
export async function findChangeRequest(
  db: Executor,
  requestId: string,
  account?: ProfileAccount,
): Promise<ChangeWithProof | undefined> {
  let query = changesWithProof(db).where('account_profile_change.id', '=', requestId);
  if (account !== undefined) {
    query = query
      .where('account_profile_change.account_code', '=', account.accountCode)
      .where('account_profile_change.source', '=', account.source);
  }
  const row = await query.executeTakeFirst();
  return row === undefined ? undefined : split(row);
}
