import type { Kysely, Transaction } from 'kysely';
import { ExactDecimal, maximumFxConversionsListed, type FxConversion } from '@portal/contract';
import { lockAccountForUpdate } from '../../platform/identity/account-directory';
import type { Database } from '../../platform/db/db';
import { houseCashAccount, LedgerError, postJournal } from '../../platform/money/ledger';
import { newOrderId } from '../../platform/orders/order-ids';
import { placeOrder } from '../../platform/orders/place-order';
import { cashBalancesOf } from '../cash-movement/public';
import type { CashFxDependencies } from './cash-fx-dependencies';
import type { CashFxConversionTable, CashFxQuoteTable } from './cash-fx-tables';
import { fxRefusal } from './fx-refusal';
import {
  cashFxLedgerKinds,
  clientRateOf,
  findQuote,
  fxBalancesOf,
  fxQuoteTerms,
  todayOf,
  type FxAccount,
} from './quotes';

/*
 * Accepting a quote (issue 16 part 5, ADR 034) on the shared order placement (platform/orders, ADR 016): the client
 * reference makes one conversion however often it is sent. In ONE transaction, under the account's lock: the quote
 * is re-read (201 not found, 203 used, 202 expired), the client's rate now compared with the quoted one (204 beyond
 * the tolerance), the sold amount checked against what may be exchanged (209: available less unsettled sale
 * proceeds), the quote marked used (only if it still is not), the conversion row written, ONE four-line journal
 * posted (client −sell / HOUSE:CASH +sell, HOUSE:CASH −buy / client +buy; kind cashFx.convert, reference the quote id)
 * and two cashMovement events published. A refusal rolls all of it back, the client reference included.
 */

type Executor = Kysely<Database> | Transaction<Database>;

/** The placement's area, stored with the client reference (one reference, one conversion). */
export const cashFxArea = 'cashFx';

type PreparedConversion = { readonly orderId: string; readonly placedAt: Date; readonly quoteId: string };

export function toFxConversion(row: CashFxConversionTable): FxConversion {
  return {
    conversionId: row.id,
    quoteId: row.quote_id,
    clientReference: row.client_reference,
    sellCurrency: row.sell_currency,
    buyCurrency: row.buy_currency,
    sellAmount: new ExactDecimal(row.sell_amount).toFixed(),
    buyAmount: new ExactDecimal(row.buy_amount).toFixed(),
    rate: new ExactDecimal(row.rate).toFixed(),
    convertedAt: row.converted_at,
  };
}

function isExpired(quote: CashFxQuoteTable, now: Date): boolean {
  return now.getTime() >= Date.parse(quote.expires_at);
}

/** The refusal a quote gets before anything is locked (it is checked again under the lock). */
function quoteProblem(quote: CashFxQuoteTable | undefined, now: Date) {
  if (quote === undefined) return fxRefusal('quoteNotFound');
  if (quote.used_at !== null) return fxRefusal('quoteAlreadyUsed');
  if (isExpired(quote, now)) return fxRefusal('quoteExpired');
  return undefined;
}

async function convertInside(
  deps: CashFxDependencies,
  trx: Transaction<Database>,
  account: FxAccount,
  prepared: PreparedConversion,
  clientReference: string,
): Promise<void> {
  await lockAccountForUpdate(trx, account, deps.dialect);
  const now = prepared.placedAt;
  const quote = await findQuote(trx, account, prepared.quoteId);
  const problem = quoteProblem(quote, now);
  if (problem !== undefined || quote === undefined) throw problem ?? fxRefusal('quoteNotFound');
  const quotedRate = new ExactDecimal(quote.rate);
  const current = await clientRateOf(deps, trx, quote.sell_currency, quote.buy_currency, now);
  if (current === undefined) throw fxRefusal('pairNotAvailable');
  const movedBasisPoints = current.rate.dividedBy(quotedRate).minus(1).abs().times(10_000);
  if (movedBasisPoints.greaterThan(fxQuoteTerms.toleranceBasisPoints)) throw fxRefusal('rateMoved');
  const sellAmount = new ExactDecimal(quote.sell_amount);
  const buyAmount = new ExactDecimal(quote.buy_amount);
  const [balance] = await cashBalancesOf(trx, account, [quote.sell_currency], todayOf(deps, now));
  if (balance === undefined || balance.withdrawable.lessThan(sellAmount)) throw fxRefusal('insufficientBalance');
  const marked = await trx
    .updateTable('cash_fx_quote')
    .set({ used_at: now.toISOString() })
    .where('id', '=', quote.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (marked.numUpdatedRows === 0n) throw fxRefusal('quoteAlreadyUsed');
  await trx
    .insertInto('cash_fx_conversion')
    .values({
      id: prepared.orderId,
      quote_id: quote.id,
      account_code: account.accountCode,
      source: account.source,
      client_reference: clientReference,
      sell_currency: quote.sell_currency,
      buy_currency: quote.buy_currency,
      sell_amount: quote.sell_amount,
      buy_amount: quote.buy_amount,
      rate: quote.rate,
      converted_at: now.toISOString(),
    })
    .execute();
  const client = { accountCode: account.accountCode, source: account.source };
  const house = { accountCode: houseCashAccount, source: account.source };
  try {
    await postJournal(trx, deps.dialect, {
      kind: cashFxLedgerKinds.convert,
      ...client,
      reference: quote.id,
      at: now,
      lines: [
        { ...client, asset: quote.sell_currency, bucket: 'available', amount: sellAmount.negated() },
        { ...house, asset: quote.sell_currency, bucket: 'available', amount: sellAmount },
        { ...house, asset: quote.buy_currency, bucket: 'available', amount: buyAmount.negated() },
        { ...client, asset: quote.buy_currency, bucket: 'available', amount: buyAmount },
      ],
    });
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'insufficientAvailable') throw fxRefusal('insufficientBalance');
    throw error;
  }
}

async function conversionById(db: Executor, conversionId: string) {
  return db.selectFrom('cash_fx_conversion').selectAll().where('id', '=', conversionId).executeTakeFirstOrThrow();
}

/** Accepts a quote: one conversion per quote and per client reference; a retried reference answers the first. */
export async function acceptQuote(
  deps: CashFxDependencies,
  account: FxAccount,
  input: { readonly quoteId: string; readonly clientReference: string },
) {
  const placed = await placeOrder(deps, {
    area: cashFxArea,
    account,
    clientReference: input.clientReference,
    request: { quoteId: input.quoteId },
    check: async (): Promise<PreparedConversion> => {
      const now = deps.clock.now();
      const problem = quoteProblem(await findQuote(deps.db, account, input.quoteId), now);
      if (problem !== undefined) throw problem;
      return { orderId: newOrderId('FXC', todayOf(deps, now)), placedAt: now, quoteId: input.quoteId };
    },
    insert: (trx, prepared) => convertInside(deps, trx, account, prepared, input.clientReference),
    publish: async (trx, publish, prepared) => {
      const row = await conversionById(trx, prepared.orderId);
      for (const [currency, amount] of [
        [row.sell_currency, new ExactDecimal(row.sell_amount).negated()],
        [row.buy_currency, new ExactDecimal(row.buy_amount)],
      ] as const) {
        await publish({
          type: 'cashMovement',
          ...account,
          fields: { currencyCode: currency, amount: amount.toFixed(), referenceCode: row.quote_id },
        });
      }
    },
    answer: async (db, conversionId) => toFxConversion(await conversionById(db, conversionId)),
  });
  return {
    conversion: placed.answer,
    replayed: placed.replayed,
    balances: await fxBalancesOf(deps.db, deps, account, deps.clock.now()),
  };
}

/** The account's conversions, newest first. */
export async function conversionsOf(db: Executor, account: FxAccount): Promise<FxConversion[]> {
  const rows = await db
    .selectFrom('cash_fx_conversion')
    .selectAll()
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .orderBy('converted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(maximumFxConversionsListed)
    .execute();
  return rows.map(toFxConversion);
}
