import { createHash, randomUUID } from 'node:crypto';
import {
  maximumDepositProofBytes,
  depositProofTypes,
  type DepositProofType,
  type DepositRequest,
} from '@portal/contract';
import { cashAmountProblem } from '@portal/contract/domain/cash/cash-amount';
import { currencyPrecisions } from '../../platform/money/currency-rates';
import { marketDayOf } from '../../platform/market/market-calendar';
import { canonicalDecimal } from '../../platform/orders/order-amounts';
import { newOrderId } from '../../platform/orders/order-ids';
import { placeOrder, type PreparedOrder } from '../../platform/orders/place-order';
import { detectUploadType } from '../../platform/content/upload-type';
import type { CashDepositDependencies } from './cash-deposit-dependencies';
import type { CashDepositProofTable, CashDepositRequestTable } from './cash-deposit-tables';
import { depositRefusal } from './deposit-refusal';
import { depositTimingAt } from './deposit-dates';
import { depositArea, depositIdPrefix, findDeposit, toDepositRequest, type DepositAccount } from './deposit-requests';

/*
 * Submitting a deposit request (issue 16 part 2) on the shared order placement (platform/orders, ADR 016): the checks
 * below in this order, each refusal a code of domain/order/deposit-results; then in one transaction the client
 * reference, the proof and the request (pending). Nothing moves on the ledger until the back office accepts it.
 */

/** FPS pays in Hong Kong dollars and renminbi only; a USD deposit goes by bank transfer or cheque. */
export const fpsDepositCurrencies = ['HKD', 'CNY'] as const;

export type DepositSubmission = DepositAccount & {
  readonly clientReference: string;
  readonly amount: string;
  readonly currency: string;
  readonly method: 'bankTransfer' | 'fps' | 'cheque';
  readonly proof?: { readonly fileName: string; readonly content: string } | undefined;
};

type DecodedProof = { readonly fileName: string; readonly bytes: Buffer; readonly sha256: string };

type PreparedDeposit = PreparedOrder & {
  readonly row: CashDepositRequestTable;
  readonly proof: CashDepositProofTable | undefined;
};

function decodeProof(proof: DepositSubmission['proof']): DecodedProof | undefined {
  if (proof === undefined || proof.content === '') return undefined;
  // The contract bounded the base64's length before this decodes it.
  const bytes = Buffer.from(proof.content, 'base64');
  return { fileName: proof.fileName, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** The proof's type from its bytes (ADR 023), when it is one a proof may be. */
async function proofTypeOf(proof: DecodedProof): Promise<DepositProofType | undefined> {
  const type = await detectUploadType(proof.bytes, proof.fileName);
  return (depositProofTypes as readonly string[]).includes(type ?? '') ? (type as DepositProofType) : undefined;
}

/** Makes a pending deposit request once per client reference; a retry answers the first. */
export async function submitDeposit(
  deps: CashDepositDependencies,
  submission: DepositSubmission,
): Promise<{ request: DepositRequest; replayed: boolean }> {
  const account = { accountCode: submission.accountCode.toUpperCase(), source: submission.source };
  const proof = decodeProof(submission.proof);
  const placed = await placeOrder(deps, {
    area: depositArea,
    account,
    clientReference: submission.clientReference,
    request: {
      amount: canonicalDecimal(submission.amount),
      currency: submission.currency,
      method: submission.method,
      proof: proof === undefined ? null : proof.sha256,
    },
    check: async (): Promise<PreparedDeposit> => {
      if (!(deps.brand.cashCurrencies as readonly string[]).includes(submission.currency)) {
        throw depositRefusal('invalidCurrency');
      }
      const precision = (await currencyPrecisions(deps.db)).get(submission.currency) ?? 2;
      if (cashAmountProblem(submission.amount, precision) !== undefined) throw depositRefusal('invalidAmount');
      if (submission.method === 'fps' && !(fpsDepositCurrencies as readonly string[]).includes(submission.currency)) {
        throw depositRefusal('methodNotAvailable');
      }
      if (proof === undefined) throw depositRefusal('proofRequired');
      if (proof.bytes.length > maximumDepositProofBytes) throw depositRefusal('proofTooLarge');
      const fileType = await proofTypeOf(proof);
      if (fileType === undefined) throw depositRefusal('proofTypeNotAllowed');

      const now = deps.clock.now();
      const timing = depositTimingAt(deps.brand, now);
      const id = newOrderId(depositIdPrefix, marketDayOf(now, deps.brand.marketTimeZone));
      const proofRow: CashDepositProofTable = {
        id: randomUUID(),
        account_code: account.accountCode,
        source: account.source,
        file_name: proof.fileName,
        file_type: fileType,
        size_bytes: proof.bytes.length,
        sha256: proof.sha256,
        content: proof.bytes,
        created_at: now.toISOString(),
      };
      return {
        orderId: id,
        placedAt: now,
        proof: proofRow,
        row: {
          id,
          account_code: account.accountCode,
          source: account.source,
          client_reference: submission.clientReference,
          method: submission.method,
          currency: submission.currency,
          amount: canonicalDecimal(submission.amount),
          status: 'pending',
          submitted_at: now.toISOString(),
          after_cut_off: timing.afterCutOff ? 1 : 0,
          expected_credit_date: timing.expectedCreditDate,
          processing_at: null,
          decided_at: null,
          decided_by: null,
          reason: null,
          cancelled_at: null,
          dda_reference: null,
          proof_id: proofRow.id,
          updated_at: now.toISOString(),
        },
      };
    },
    insert: async (trx, prepared) => {
      if (prepared.proof !== undefined) await trx.insertInto('cash_deposit_proof').values(prepared.proof).execute();
      await trx.insertInto('cash_deposit_request').values(prepared.row).execute();
    },
    publish: async () => {},
    answer: async (db, requestId) => {
      const found = await findDeposit(db, requestId, account);
      if (found === undefined) throw new Error(`The deposit request ${requestId} of a client reference is not there`);
      return toDepositRequest(found);
    },
  });
  return { request: placed.answer, replayed: placed.replayed };
}
