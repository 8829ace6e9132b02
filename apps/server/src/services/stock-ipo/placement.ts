import type { Decimal } from 'decimal.js';
import { ExactDecimal, type IpoApplication, type IpoApplicationTypeName } from '@portal/contract';
import { investorProfileOf } from '../../platform/identity/account-directory';
import { releaseHold } from '../../platform/money/ledger';
import { marketDayOf } from '../../platform/market/market-calendar';
import { canonicalDecimal, positiveQuantity } from '../../platform/orders/order-amounts';
import { newOrderId } from '../../platform/orders/order-ids';
import { placeOrder, type OrderReservation, type PreparedOrder } from '../../platform/orders/place-order';
import {
  applicationMoneyOf,
  maximumFinanceLoanOf,
  proportionLoanOf,
} from '@portal/contract/domain/stock/ipo-application-money';
import { ipoRefusal } from './ipo-refusal';
import {
  findApplication,
  ipoArea,
  ipoLedgerKinds,
  liveApplicationIds,
  toIpoApplication,
  type AccountKey,
} from './applications';
import { allotmentTableOf, findOffering, phaseOf, proportionPercentsOf } from './offerings';
import type { StockIpoDependencies } from './stock-ipo-dependencies';
import type { IpoApplicationTable, IpoOfferingTable } from './stock-ipo-tables';

/*
 * Applying for an IPO (issue 15 part 6) on the shared order placement (platform/orders, ADR 016): the checks in the
 * order below (each refusal an ERR5xx of domain/order/ipo-results), then in one transaction the client reference,
 * the application row and the ledger hold of its deposit, interest and handling fee (journal ipo.hold). A short
 * balance answers insufficientFund (ERR506). Cancelling before closing releases the hold (ipo.release).
 */

export type ApplicationRequest = AccountKey & {
  readonly clientReference: string;
  readonly offeringId: string;
  readonly applicationType: IpoApplicationTypeName;
  readonly quantity: string;
  /** Proportion: one of the offering's deposit percents. */
  readonly depositPercent?: string | undefined;
  /** Finance: the loan asked, at most the amount less the offering's minimum deposit. */
  readonly loanAmount?: string | undefined;
};

export type PlacedApplication = { readonly application: IpoApplication; readonly replayed: boolean };

type PreparedApplication = PreparedOrder & {
  readonly row: IpoApplicationTable;
  readonly reservation: OrderReservation;
};

const hongKong = 'Asia/Hong_Kong';

/** The quantity as a whole number of shares on the allotment table (ERR503-ERR505 otherwise). */
function checkQuantity(offering: IpoOfferingTable, written: string): { quantity: number; amount: Decimal } {
  const table = allotmentTableOf(offering);
  if (!/^\d{1,12}$/.test(written)) throw ipoRefusal('quantityNotOnAllotmentTable');
  const quantity = Number(written);
  const first = table[0];
  const last = table.at(-1);
  if (first === undefined || last === undefined) throw ipoRefusal('quantityNotOnAllotmentTable');
  if (quantity < Number(first.quantity)) throw ipoRefusal('belowMinimumQuantity');
  if (quantity > Number(last.quantity)) throw ipoRefusal('aboveMaximumQuantity');
  const line = table.find((entry) => Number(entry.quantity) === quantity);
  if (line === undefined) throw ipoRefusal('quantityNotOnAllotmentTable');
  return { quantity, amount: new ExactDecimal(line.amount) };
}

/** The margin loan of the application type (ERR508, ERR509 and ERR510 when it does not fit the offering). */
function loanOf(offering: IpoOfferingTable, request: ApplicationRequest, amount: Decimal): Decimal {
  const asked = request.applicationType;
  if (asked === 'Cash') {
    if (request.depositPercent !== undefined || request.loanAmount !== undefined) {
      throw ipoRefusal('invalidApplicationType');
    }
    return new ExactDecimal(0);
  }
  if (offering.finance_available !== 1) throw ipoRefusal('financeNotAllowed');
  if (asked === 'Finance') {
    if (request.depositPercent !== undefined || request.loanAmount === undefined) {
      throw ipoRefusal('invalidApplicationType');
    }
    const loan = positiveQuantity(request.loanAmount, 2);
    if (loan === undefined) throw ipoRefusal('invalidApplicationType');
    if (loan.greaterThan(maximumFinanceLoanOf(amount, new ExactDecimal(offering.finance_deposit_percent)))) {
      throw ipoRefusal('overMarginLimit');
    }
    return loan;
  }
  const chosen = request.depositPercent;
  if (
    request.loanAmount !== undefined ||
    chosen === undefined ||
    !proportionPercentsOf(offering).includes(canonicalDecimal(chosen))
  ) {
    throw ipoRefusal('invalidApplicationType');
  }
  return proportionLoanOf(amount, new ExactDecimal(chosen));
}

async function answerOf(deps: StockIpoDependencies, account: AccountKey, applicationId: string) {
  const found = await findApplication(deps.db, account, applicationId);
  if (found === undefined) throw new Error(`The application ${applicationId} of a client reference is not there`);
  return toIpoApplication(found, deps.clock.now());
}

/** A second live application for the same offering, caught by the unique index when two arrive at once. */
function isDuplicateLiveApplication(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  return (
    (code === '23505' && text.includes('ipo_application_live_idx')) ||
    (code === 'SQLITE_CONSTRAINT_UNIQUE' && text.includes('ipo_application'))
  );
}

/** Applies for an IPO; the hold is placed at once. */
export async function applyForIpo(deps: StockIpoDependencies, request: ApplicationRequest): Promise<PlacedApplication> {
  const account = { accountCode: request.accountCode.toUpperCase(), source: request.source };
  try {
    const placed = await placeOrder(deps, {
      area: ipoArea,
      account,
      clientReference: request.clientReference,
      request: {
        offeringId: request.offeringId,
        applicationType: request.applicationType,
        quantity: canonicalDecimal(request.quantity),
        depositPercent: request.depositPercent === undefined ? null : canonicalDecimal(request.depositPercent),
        loanAmount: request.loanAmount === undefined ? null : canonicalDecimal(request.loanAmount),
      },
      check: async (): Promise<PreparedApplication> => {
        const offering = await findOffering(deps.db, request.offeringId);
        if (offering === undefined) throw ipoRefusal('ipoNotFound');
        const now = deps.clock.now();
        const phase = phaseOf(offering, now);
        if (phase === 'upcoming') throw ipoRefusal('applicationNotOpen');
        if (phase === 'closed') throw ipoRefusal('applicationClosed');
        const profile = await investorProfileOf(deps.db, account);
        if (profile === undefined) throw ipoRefusal('noPermission');
        if (profile.status !== 'active') throw ipoRefusal('clientSuspended');
        const { quantity, amount } = checkQuantity(offering, request.quantity);
        const loan = loanOf(offering, request, amount);
        if ((await liveApplicationIds(deps.db, account)).has(offering.id)) throw ipoRefusal('duplicateApplication');
        const cash = request.applicationType === 'Cash';
        const handlingFee = new ExactDecimal(cash ? offering.cash_handling_fee : offering.finance_handling_fee);
        const interestRate = cash ? new ExactDecimal(0) : new ExactDecimal(offering.finance_interest_rate);
        const money = applicationMoneyOf({
          amount,
          loan,
          handlingFee,
          interestRate,
          financeDays: offering.finance_days,
        });
        const id = newOrderId('IPA', marketDayOf(now, hongKong));
        const row: IpoApplicationTable = {
          id,
          account_code: account.accountCode,
          source: account.source,
          client_reference: request.clientReference,
          offering_id: offering.id,
          application_type: request.applicationType,
          status: 'P',
          quantity,
          currency: offering.currency,
          amount: amount.toFixed(2),
          deposit_percent: amount.isZero()
            ? '100'
            : money.deposit.times(100).dividedBy(amount).toDecimalPlaces(4).toFixed(),
          deposit_amount: money.deposit.toFixed(2),
          loan_amount: money.loan.toFixed(2),
          interest_rate: interestRate.toFixed(),
          interest_amount: money.interest.toFixed(2),
          handling_fee: handlingFee.toFixed(2),
          hold_amount: money.hold.toFixed(2),
          allotted_quantity: null,
          final_price: null,
          charge_amount: null,
          paid_amount: null,
          refund_amount: null,
          loan_outstanding: null,
          applied_at: now.toISOString(),
          submitted_at: null,
          result_at: null,
          cancelled_at: null,
          updated_at: now.toISOString(),
        };
        return {
          orderId: id,
          placedAt: now,
          row,
          reservation: {
            asset: offering.currency,
            amount: money.hold,
            kind: ipoLedgerKinds.hold,
            whenShort: () => ipoRefusal('insufficientFund'),
          },
        };
      },
      insert: async (trx, prepared) => {
        await trx.insertInto('ipo_application').values(prepared.row).execute();
      },
      publish: async () => {},
      answer: (_db, orderId) => answerOf(deps, account, orderId),
    });
    return { application: placed.answer, replayed: placed.replayed };
  } catch (error) {
    if (isDuplicateLiveApplication(error)) throw ipoRefusal('duplicateApplication');
    throw error;
  }
}

/** Cancels a pending application before closing and releases its hold, in one transaction. */
export async function cancelApplication(
  deps: StockIpoDependencies,
  accountKey: AccountKey,
  applicationId: string,
): Promise<IpoApplication> {
  const account = { accountCode: accountKey.accountCode.toUpperCase(), source: accountKey.source };
  await deps.events.inTransaction(deps.db, async (trx) => {
    const found = await findApplication(trx, account, applicationId);
    if (found === undefined) throw ipoRefusal('applicationNotFound');
    const { application, offering } = found;
    if (application.status === 'D') throw ipoRefusal('applicationAlreadyCancelled');
    const now = deps.clock.now();
    if (application.status !== 'P' || phaseOf(offering, now) !== 'open') throw ipoRefusal('cancelAfterClosing');
    const updated = await trx
      .updateTable('ipo_application')
      .set({ status: 'D', cancelled_at: now.toISOString(), updated_at: now.toISOString() })
      .where('id', '=', application.id)
      .where('status', '=', 'P')
      .executeTakeFirst();
    // Submitted at closing meanwhile (the job won the row): too late to cancel.
    if (updated.numUpdatedRows === 0n) throw ipoRefusal('cancelAfterClosing');
    await releaseHold(trx, deps.dialect, {
      ...account,
      asset: application.currency,
      amount: application.hold_amount,
      reference: application.id,
      at: now,
      kind: ipoLedgerKinds.release,
    });
  });
  return answerOf(deps, account, applicationId);
}
