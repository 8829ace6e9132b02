import type { Kysely, Transaction } from 'kysely';
import {
  ExactDecimal,
  maximumDepositRequestsListed,
  type DepositMethod,
  type DepositProofType,
  type DepositRequest,
  type DepositStatus,
} from '@portal/contract';
import type { BrandCurrency, LoginSource } from '@portal/contract/brands';
import type { Database } from '../../platform/db/db';
import type { CashDepositProofTable, CashDepositRequestTable } from './cash-deposit-tables';

type Executor = Kysely<Database> | Transaction<Database>;

export type DepositAccount = { readonly accountCode: string; readonly source: LoginSource };

/** The area of deposit client references (platform/orders) and the prefix of request ids (CD20250115…). */
export const depositArea = 'cashDeposit';
export const depositIdPrefix = 'CD';

/** Journal kinds of deposits (area-prefixed, ADR 031). */
export const depositLedgerKinds = { credit: 'cashDeposit.credit' } as const;

/** Where a request's proof of payment is downloaded from (GET; its owner only). */
export const depositProofRoute = '/api/cashDeposit/proof/:requestId';
export function depositProofUrlOf(requestId: string): string {
  return depositProofRoute.replace(':requestId', encodeURIComponent(requestId));
}

type ProofFacts = Pick<CashDepositProofTable, 'id' | 'file_name' | 'file_type' | 'size_bytes'>;
export type FoundDeposit = { readonly request: CashDepositRequestTable; readonly proof: ProofFacts | undefined };

async function proofsOf(db: Executor, ids: readonly string[]): Promise<Map<string, ProofFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('cash_deposit_proof')
    .select(['id', 'file_name', 'file_type', 'size_bytes'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** One request of the account (or of anyone, for the back office, without `account`). */
export async function findDeposit(
  db: Executor,
  requestId: string,
  account?: DepositAccount,
): Promise<FoundDeposit | undefined> {
  let query = db.selectFrom('cash_deposit_request').selectAll().where('id', '=', requestId);
  if (account !== undefined) {
    query = query.where('account_code', '=', account.accountCode.toUpperCase()).where('source', '=', account.source);
  }
  const request = await query.executeTakeFirst();
  if (request === undefined) return undefined;
  const proofs = await proofsOf(db, request.proof_id === null ? [] : [request.proof_id]);
  return { request, proof: request.proof_id === null ? undefined : proofs.get(request.proof_id) };
}

/** The account's requests, newest first. */
export async function depositsOf(db: Executor, account: DepositAccount): Promise<FoundDeposit[]> {
  const requests = await db
    .selectFrom('cash_deposit_request')
    .selectAll()
    .where('account_code', '=', account.accountCode.toUpperCase())
    .where('source', '=', account.source)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(maximumDepositRequestsListed)
    .execute();
  const proofs = await proofsOf(
    db,
    requests.flatMap((request) => (request.proof_id === null ? [] : [request.proof_id])),
  );
  return requests.map((request) => ({
    request,
    proof: request.proof_id === null ? undefined : proofs.get(request.proof_id),
  }));
}

/** A request as the contract answers it. */
export function toDepositRequest({ request, proof }: FoundDeposit): DepositRequest {
  return {
    requestId: request.id,
    clientReference: request.client_reference,
    accountCode: request.account_code,
    method: request.method as DepositMethod, // written from the contract's enum only (submission, eDDA).
    currency: request.currency as BrandCurrency, // checked against the brand's cash currencies when submitted.
    amount: new ExactDecimal(request.amount).toFixed(),
    status: request.status as DepositStatus, // written by this service from depositStatuses only.
    submittedAt: request.submitted_at,
    afterCutOff: request.after_cut_off === 1,
    expectedCreditDate: request.expected_credit_date,
    processingAt: request.processing_at,
    decidedAt: request.decided_at,
    reason: request.reason,
    cancelledAt: request.cancelled_at,
    cancellable: request.status === 'pending',
    ddaReference: request.dda_reference,
    proof:
      proof === undefined
        ? null
        : {
            fileName: proof.file_name,
            fileType: proof.file_type as DepositProofType, // recognised from the bytes as one of these.
            sizeBytes: proof.size_bytes,
            downloadUrl: depositProofUrlOf(request.id),
          },
  };
}
