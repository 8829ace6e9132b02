import type { Transaction } from 'kysely';
import { ExactDecimal } from '@portal/contract';
import type { Database } from '../../platform/db/db';
import { activeGatewayClients } from '../../platform/identity/account-directory';
import type { Publish } from '../../platform/runtime/events';
import { releaseHold, settleHold, houseCashAccount } from '../../platform/money/ledger';
import { applyStockMovement } from '../stock-order/public';
import { resultMoneyOf } from '@portal/contract/domain/stock/ipo-application-money';
import { ballotLots } from './ipo-amounts';
import { ipoLedgerKinds } from './applications';
import type { StockIpoDependencies } from './stock-ipo-dependencies';
import type { IpoApplicationTable, IpoOfferingTable } from './stock-ipo-tables';

/*
 * The IPO timeline on the server clock (issue 15 part 6), run by the `stockIpoLifecycle` job (leased: one process at
 * a time) and by dev support's advance:
 * - opening: a newIPO event for every active gateway client (once per offering);
 * - closing: every pending application is submitted (P → S), one transaction per offering;
 * - the result day: the ballot (ipo-amounts.ts ballotLots) decides each application's lots; in ONE transaction per
 *   application the charge for the allotted shares is paid from the hold (ipo.charge, to HOUSE:CASH), the rest of
 *   the hold released (ipo.refund), the shares credited (ipo.allotment, from HOUSE:STOCK:<id>), the row completed
 *   (S → A) and the ipoResult, holdingMovement and cashMovement events published. A row already completed is skipped,
 *   so two processes or a rerun allot once.
 */

export type LifecycleSteps = { readonly announced: number; readonly submitted: number; readonly allotted: number };

async function announce(deps: StockIpoDependencies, now: string): Promise<number> {
  const opened = await deps.db
    .selectFrom('ipo_offering')
    .selectAll()
    .where('announced_at', 'is', null)
    .where('open_at', '<=', now)
    .where('close_at', '>', now)
    .execute();
  for (const offering of opened) {
    await deps.events.inTransaction(deps.db, async (trx, publish) => {
      const claimed = await trx
        .updateTable('ipo_offering')
        .set({ announced_at: now })
        .where('id', '=', offering.id)
        .where('announced_at', 'is', null)
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) return;
      for (const accountCode of await activeGatewayClients(trx)) {
        await publish({
          type: 'newIPO',
          accountCode,
          source: 'gateway',
          fields: { code: offering.code },
        });
      }
    });
  }
  return opened.length;
}

async function submit(deps: StockIpoDependencies, now: string): Promise<number> {
  // Every closed offering with pending applications (an offering is marked submitted the first time, for reading).
  const closed = await deps.db
    .selectFrom('ipo_offering')
    .select('id')
    .where('close_at', '<=', now)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('ipo_application')
          .select('ipo_application.id')
          .whereRef('ipo_application.offering_id', '=', 'ipo_offering.id')
          .where('ipo_application.status', '=', 'P'),
      ),
    )
    .execute();
  let submitted = 0;
  for (const offering of closed) {
    await deps.events.inTransaction(deps.db, async (trx) => {
      const moved = await trx
        .updateTable('ipo_application')
        .set({ status: 'S', submitted_at: now, updated_at: now })
        .where('offering_id', '=', offering.id)
        .where('status', '=', 'P')
        .executeTakeFirst();
      submitted += Number(moved.numUpdatedRows);
      await trx
        .updateTable('ipo_offering')
        .set({ submitted_at: now })
        .where('id', '=', offering.id)
        .where('submitted_at', 'is', null)
        .execute();
    });
  }
  // Offerings closed without applications are marked too.
  await deps.db
    .updateTable('ipo_offering')
    .set({ submitted_at: now })
    .where('close_at', '<=', now)
    .where('submitted_at', 'is', null)
    .execute();
  return submitted;
}

/** The result of one application, in the caller's transaction; false when it was completed already. */
async function allotApplication(
  deps: StockIpoDependencies,
  trx: Transaction<Database>,
  publish: Publish,
  offering: IpoOfferingTable,
  application: IpoApplicationTable,
  at: Date,
): Promise<boolean> {
  const lots = Math.floor(application.quantity / offering.board_lot);
  const allotted = ballotLots(offering.id, application.id, lots, offering.allotment_ratio) * offering.board_lot;
  const money = resultMoneyOf(
    {
      deposit: new ExactDecimal(application.deposit_amount),
      interest: new ExactDecimal(application.interest_amount),
      handlingFee: new ExactDecimal(application.handling_fee),
    },
    allotted,
    offering.final_price,
  );
  const iso = at.toISOString();
  const completed = await trx
    .updateTable('ipo_application')
    .set({
      status: 'A',
      allotted_quantity: allotted,
      final_price: offering.final_price,
      charge_amount: money.charge.toFixed(2),
      paid_amount: money.paid.toFixed(2),
      refund_amount: money.refund.toFixed(2),
      loan_outstanding: money.loanOutstanding.toFixed(2),
      result_at: iso,
      updated_at: iso,
    })
    .where('id', '=', application.id)
    .where('status', '=', 'S')
    .executeTakeFirst();
  if (completed.numUpdatedRows === 0n) return false;

  const account = { accountCode: application.account_code, source: application.source };
  const cash = { ...account, asset: application.currency, reference: application.id, at };
  if (money.paid.greaterThan(0)) {
    await settleHold(trx, deps.dialect, {
      ...cash,
      amount: money.paid,
      houseAccount: houseCashAccount,
      kind: ipoLedgerKinds.charge,
    });
  }
  if (money.refund.greaterThan(0)) {
    await releaseHold(trx, deps.dialect, { ...cash, amount: money.refund, kind: ipoLedgerKinds.refund });
  }
  if (allotted > 0) {
    // The shares and their position, with the charge as their cost (stock-order's position is the one record).
    await applyStockMovement(trx, deps.dialect, {
      ...account,
      stockId: offering.stock_id,
      quantity: new ExactDecimal(allotted),
      cost: money.charge,
      kind: ipoLedgerKinds.allotment,
      reference: application.id,
      at,
    });
    await publish({
      type: 'holdingMovement',
      ...account,
      fields: { code: offering.code, quantity: String(allotted), referenceCode: application.id },
    });
  }
  if (money.paid.greaterThan(0)) {
    await publish({
      type: 'cashMovement',
      ...account,
      fields: {
        currencyCode: application.currency,
        amount: money.paid.negated().toFixed(2),
        referenceCode: application.id,
      },
    });
  }
  await publish({
    type: 'ipoResult',
    ...account,
    fields: {
      code: offering.code,
      referenceCode: application.id,
      quantity: String(allotted),
      currencyCode: application.currency,
      amount: money.charge.toFixed(2),
    },
  });
  return true;
}

async function allot(deps: StockIpoDependencies, now: Date): Promise<number> {
  // Offerings on or past their result day not allotted yet, or with submitted applications left.
  const due = await deps.db
    .selectFrom('ipo_offering')
    .selectAll()
    .where('result_at', '<=', now.toISOString())
    .where((eb) =>
      eb.or([
        eb('allotted_at', 'is', null),
        eb.exists(
          eb
            .selectFrom('ipo_application')
            .select('ipo_application.id')
            .whereRef('ipo_application.offering_id', '=', 'ipo_offering.id')
            .where('ipo_application.status', '=', 'S'),
        ),
      ]),
    )
    .execute();
  let allotted = 0;
  for (const offering of due) {
    const applications = await deps.db
      .selectFrom('ipo_application')
      .selectAll()
      .where('offering_id', '=', offering.id)
      .where('status', '=', 'S')
      .orderBy('id')
      .execute();
    for (const application of applications) {
      const done = await deps.events.inTransaction(deps.db, (trx, publish) =>
        allotApplication(deps, trx, publish, offering, application, now),
      );
      if (done) allotted += 1;
    }
    await deps.db
      .updateTable('ipo_offering')
      .set({ allotted_at: now.toISOString() })
      .where('id', '=', offering.id)
      .where('allotted_at', 'is', null)
      .execute();
  }
  return allotted;
}

/** Every step due on the clock: announcements, submissions at closing, allotments on the result day. */
export async function advanceIpos(deps: StockIpoDependencies): Promise<LifecycleSteps> {
  const now = deps.clock.now();
  const iso = now.toISOString();
  const announced = await announce(deps, iso);
  const submitted = await submit(deps, iso);
  const allotted = await allot(deps, now);
  return { announced, submitted, allotted };
}
