import { Decimal } from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import { ExactDecimal, type FxAmountSide, type FxBalance, type FxIndicativeRate, type FxQuote } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import { cashAmountProblem } from '@portal/contract/domain/cash/cash-amount';
import { investorProfileOf } from '../../platform/identity/account-directory';
import { currencyPrecisions, fxRateTimeAt } from '../../platform/money/currency-rates';
import type { Database } from '../../platform/db/db';
import { bidAskOf, spreadBasisPointsOf } from '../../platform/money/fx-rate-model';
import { marketDayOf } from '../../platform/market/market-calendar';
import { newOrderId } from '../../platform/orders/order-ids';
import { cashBalancesOf } from '../cash-movement/public';
import type { CashFxDependencies } from './cash-fx-dependencies';
import type { CashFxQuoteTable } from './cash-fx-tables';
import { cashRefusal, fxRefusal } from './fx-refusal';

/*
 * FX quotes (issue 16 part 5, ADR 034). A quote is firm: the client's side of bid/ask at the server clock, both amounts
 * rounded to their currency's precision in the house's favour (the amount bought rounded down when the client typed
 * the amount sold; the amount sold rounded up when the client typed the amount bought), valid for 10 seconds, stored.
 */

type Executor = Kysely<Database> | Transaction<Database>;

export type FxAccount = { readonly accountCode: string; readonly source: LoginSource };

/** The terms every quote is given on. */
export const fxQuoteTerms = {
  validitySeconds: 10,
  /** A quote is refused (rateMoved) when the client's rate has since moved more than this, either way. */
  toleranceBasisPoints: 25,
  /** The least and most one exchange may sell, in HKD at the mid rate. */
  minimumHkd: '10',
  maximumHkd: '5000000',
} as const;

/** The ledger journal kind of a conversion (ADR 028 "Names": prefixed by area). */
export const cashFxLedgerKinds = { convert: 'cashFx.convert' } as const;

export function cashCurrenciesOf(deps: Pick<CashFxDependencies, 'brand'>): readonly string[] {
  return deps.brand.cashCurrencies;
}

export function todayOf(deps: Pick<CashFxDependencies, 'brand'>, now: Date): string {
  return marketDayOf(now, deps.brand.marketTimeZone);
}

/** The client's rate (bid) and the mid of selling `sell` for `buy` at `at`; undefined without a rate. */
export async function clientRateOf(
  deps: Pick<CashFxDependencies, 'rates'>,
  db: Executor,
  sell: string,
  buy: string,
  at: Date,
): Promise<{ mid: Decimal; rate: Decimal } | undefined> {
  const mid = await deps.rates.midRate(db, sell, buy, at);
  if (mid === undefined || !mid.isPositive() || mid.isZero()) return undefined;
  return { mid, rate: bidAskOf(mid, sell, buy).bid };
}

/** The account's balances in the brand's cash currencies, with what an exchange may sell. */
export async function fxBalancesOf(
  db: Executor,
  deps: Pick<CashFxDependencies, 'brand'>,
  account: FxAccount,
  now: Date,
): Promise<FxBalance[]> {
  const precisions = await currencyPrecisions(db);
  const balances = await cashBalancesOf(db, account, cashCurrenciesOf(deps), todayOf(deps, now));
  return balances.map((balance) => {
    const precision = precisions.get(balance.currency) ?? 2;
    return {
      currency: balance.currency,
      precision,
      available: balance.available.toFixed(precision),
      exchangeable: balance.withdrawable.toFixed(precision),
    };
  });
}

/** The indicative rate of every ordered pair of the brand's cash currencies at `now`. */
export async function indicativeRatesOf(deps: CashFxDependencies, now: Date): Promise<FxIndicativeRate[]> {
  const currencies = cashCurrenciesOf(deps);
  const rates: FxIndicativeRate[] = [];
  for (const sell of currencies) {
    for (const buy of currencies) {
      if (sell === buy) continue;
      const quoted = await clientRateOf(deps, deps.db, sell, buy, now);
      if (quoted === undefined) continue;
      rates.push({
        sell,
        buy,
        rate: quoted.rate.toFixed(),
        midRate: quoted.mid.toFixed(),
        spreadBasisPoints: spreadBasisPointsOf(sell, buy),
      });
    }
  }
  return rates;
}

export function toFxQuote(row: CashFxQuoteTable): FxQuote {
  return {
    quoteId: row.id,
    sellCurrency: row.sell_currency,
    buyCurrency: row.buy_currency,
    sellAmount: new ExactDecimal(row.sell_amount).toFixed(),
    buyAmount: new ExactDecimal(row.buy_amount).toFixed(),
    amountSide: row.amount_side,
    rate: new ExactDecimal(row.rate).toFixed(),
    midRate: new ExactDecimal(row.mid_rate).toFixed(),
    rateTime: row.rate_time,
    quotedAt: row.quoted_at,
    expiresAt: row.expires_at,
    validitySeconds: fxQuoteTerms.validitySeconds,
    rounding: row.amount_side === 'sell' ? 'buyRoundedDown' : 'sellRoundedUp',
  };
}

export type QuoteRequest = {
  readonly sellCurrency: string;
  readonly buyCurrency: string;
  readonly amount: string;
  readonly amountSide: FxAmountSide;
};

/**
 * A firm quote, after the checks in this order: both currencies among the brand's cash currencies (ERR003), two
 * different currencies (208), the typed amount a good amount for its currency (ERR004), the client active (210), a
 * rate for the pair (207), the amounts within the limits (205, 206) and the sold amount within what the client may
 * exchange now (209; checked again, under the account's lock, at acceptance).
 */
export async function requestQuote(deps: CashFxDependencies, account: FxAccount, request: QuoteRequest) {
  const { sellCurrency: sell, buyCurrency: buy } = request;
  const currencies = cashCurrenciesOf(deps);
  if (!currencies.includes(sell) || !currencies.includes(buy)) throw cashRefusal('invalidCurrency');
  if (sell === buy) throw fxRefusal('sameCurrency');
  const precisions = await currencyPrecisions(deps.db);
  const sellPrecision = precisions.get(sell);
  const buyPrecision = precisions.get(buy);
  if (sellPrecision === undefined || buyPrecision === undefined) throw cashRefusal('invalidCurrency');
  const typedPrecision = request.amountSide === 'sell' ? sellPrecision : buyPrecision;
  if (cashAmountProblem(request.amount, typedPrecision) !== undefined) throw cashRefusal('invalidAmount');
  const profile = await investorProfileOf(deps.db, account);
  if (profile === undefined || profile.status !== 'active') throw fxRefusal('clientSuspended');

  const now = deps.clock.now();
  const quoted = await clientRateOf(deps, deps.db, sell, buy, now);
  const toHkd = await deps.rates.midRate(deps.db, sell, 'HKD', now);
  if (quoted === undefined || toHkd === undefined) throw fxRefusal('pairNotAvailable');
  const typed = new ExactDecimal(request.amount);
  const sellAmount =
    request.amountSide === 'sell'
      ? typed
      : typed.dividedBy(quoted.rate).toDecimalPlaces(sellPrecision, Decimal.ROUND_UP);
  const buyAmount =
    request.amountSide === 'buy' ? typed : typed.times(quoted.rate).toDecimalPlaces(buyPrecision, Decimal.ROUND_DOWN);
  const inHkd = sellAmount.times(toHkd);
  if (buyAmount.isZero() || inHkd.lessThan(fxQuoteTerms.minimumHkd)) throw fxRefusal('amountBelowMinimum');
  if (inHkd.greaterThan(fxQuoteTerms.maximumHkd)) throw fxRefusal('amountAboveMaximum');
  const [balance] = await cashBalancesOf(deps.db, account, [sell], todayOf(deps, now));
  if (balance === undefined || balance.withdrawable.lessThan(sellAmount)) throw fxRefusal('insufficientBalance');

  const row: CashFxQuoteTable = {
    id: newOrderId('FXQ', todayOf(deps, now)),
    account_code: account.accountCode,
    source: account.source,
    sell_currency: sell,
    buy_currency: buy,
    sell_amount: sellAmount.toFixed(sellPrecision),
    buy_amount: buyAmount.toFixed(buyPrecision),
    amount_side: request.amountSide,
    rate: quoted.rate.toFixed(),
    mid_rate: quoted.mid.toFixed(),
    rate_time: fxRateTimeAt(deps.db, now).toISOString(),
    quoted_at: now.toISOString(),
    expires_at: new Date(now.getTime() + fxQuoteTerms.validitySeconds * 1000).toISOString(),
    used_at: null,
  };
  await deps.db.insertInto('cash_fx_quote').values(row).execute();
  return toFxQuote(row);
}

export async function findQuote(db: Executor, account: FxAccount, quoteId: string) {
  return db
    .selectFrom('cash_fx_quote')
    .selectAll()
    .where('id', '=', quoteId)
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .executeTakeFirst();
}
