import { ExactDecimal, type DepositRequest } from '@portal/contract';
import { cashAmountProblem } from '@portal/contract/domain/cash/cash-amount';
import { currencyPrecisions } from '../../platform/money/currency-rates';
import { canonicalDecimal } from '../../platform/orders/order-amounts';
import { placeOrder, type PreparedOrder } from '../../platform/orders/place-order';
import { depositAnswerOf, newDepositId, recordInstantDeposit } from '../cash-deposit/public';
import type { CashEddaDependencies } from './cash-edda-dependencies';
import { findAuthorisation, type EddaAccount } from './authorisations';
import { eddaRefusal } from './edda-refusal';

/** The journal kind of a direct debit deposit (eDDA's kinds are cashEdda.*, ADR 032). */
export const eddaLedgerKinds = { deposit: 'cashEdda.deposit' } as const;

export const eddaDepositArea = 'cashEddaDeposit';

type PreparedDebit = PreparedOrder & { readonly currency: string; readonly amount: string };

/**
 * An instant deposit by direct debit (issue 16 part 4): against a completed authorisation of the account (ERR101,
 * ERR102), an amount judged like every cash amount (ERR004) and at most the authorisation's per-debit limit (ERR103).
 * In one transaction: the client reference, the deposit request (method edda, accepted), the journal
 * cashEdda.deposit, cashMovement and cashUpdate. A retried reference answers the first deposit.
 */
export async function depositByDirectDebit(
  deps: CashEddaDependencies,
  debit: EddaAccount & { readonly clientReference: string; readonly ddaReference: string; readonly amount: string },
): Promise<{ request: DepositRequest; replayed: boolean }> {
  const account = { accountCode: debit.accountCode.toUpperCase(), source: debit.source };
  const placed = await placeOrder(deps, {
    area: eddaDepositArea,
    account,
    clientReference: debit.clientReference,
    request: { ddaReference: debit.ddaReference, amount: canonicalDecimal(debit.amount) },
    check: async (): Promise<PreparedDebit> => {
      const authorisation = await findAuthorisation(deps.db, account, debit.ddaReference);
      if (authorisation === undefined) throw eddaRefusal('authorisationNotFound');
      if (authorisation.status !== 'A') throw eddaRefusal('authorisationNotCompleted');
      const precision = (await currencyPrecisions(deps.db)).get(authorisation.currency) ?? 2;
      if (cashAmountProblem(debit.amount, precision) !== undefined) throw eddaRefusal('invalidAmount');
      if (new ExactDecimal(debit.amount).greaterThan(authorisation.debit_limit)) throw eddaRefusal('overDebitLimit');
      const now = deps.clock.now();
      return {
        orderId: newDepositId(now, deps.brand.marketTimeZone),
        placedAt: now,
        currency: authorisation.currency,
        amount: canonicalDecimal(debit.amount),
      };
    },
    insert: async () => {},
    publish: async (trx, publish, prepared) => {
      await recordInstantDeposit(
        trx,
        publish,
        deps.dialect,
        {
          ...account,
          requestId: prepared.orderId,
          clientReference: debit.clientReference,
          method: 'edda',
          currency: prepared.currency,
          amount: prepared.amount,
          ddaReference: debit.ddaReference,
          kind: eddaLedgerKinds.deposit,
          at: prepared.placedAt,
        },
        deps.brand.marketTimeZone,
      );
    },
    answer: async (db, requestId) => {
      const answer = await depositAnswerOf(db, requestId, account);
      if (answer === undefined) throw new Error(`The deposit ${requestId} of a client reference is not there`);
      return answer;
    },
  });
  return { request: placed.answer, replayed: placed.replayed };
}
