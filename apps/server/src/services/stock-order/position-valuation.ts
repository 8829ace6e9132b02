import type { Decimal } from 'decimal.js';
import { ExactDecimal, type StockPosition } from '@portal/contract';
import { pickDisplayCurrency } from '@portal/contract/domain/cut-off-time';
import { balancesOf } from '../../platform/money/ledger';
import { exchangeRatesAt } from '../../platform/money/currency-rates';
import { orderDayOf } from './order-rules';
import { stockAsset, stockPositionsOf } from './positions';
import { unsettledOf } from './stock-order-queries';
import type { StockOrderDependencies } from './stock-order-dependencies';
import type { AccountKey } from './trading-account';

/**
 * The account's stock positions valued at the clock's now (SPEC §2 /stocks/portfolio): what stockPositions answers, and
 * what the one portfolio across areas (market-value-history, issue 26) counts as the stocks' value.
 */
export async function valueStockPositions(
  deps: StockOrderDependencies,
  account: AccountKey,
  requestedCurrency: string | undefined,
): Promise<{ reportingCurrency: string; positions: StockPosition[]; rateTime: string }> {
  const offered: readonly string[] = deps.brand.reportingCurrencies;
  const reportingCurrency = pickDisplayCurrency(offered, requestedCurrency) ?? offered[0] ?? 'HKD';
  const now = deps.clock.now();
  const unsettled = await unsettledOf(deps.db, account, orderDayOf('HKEX', now));
  const held = await stockPositionsOf(deps.db, account);
  // One read each for the instruments, the share balances and the rates (not one per position).
  const [instruments, balances, { rates, rateTime }] = await Promise.all([
    deps.market.findInstruments(held.map((position) => position.stockId)),
    balancesOf(
      deps.db,
      account,
      held.map((position) => stockAsset(position.stockId)),
    ),
    exchangeRatesAt(deps.db, now),
  ]);
  // The feed's mid rate of the pair (1 for the same currency), 1 where it quotes none: as rateOf answers.
  const rateTable = new Map(rates.map((rate) => [`${rate.from}>${rate.to}`, rate.rate]));
  const rateTo = (currency: string) =>
    currency === reportingCurrency
      ? new ExactDecimal(1)
      : (rateTable.get(`${currency}>${reportingCurrency}`) ?? new ExactDecimal(1));
  const positions: StockPosition[] = [];
  for (const position of held) {
    const instrument = instruments.get(position.stockId);
    if (instrument === undefined) continue;
    const quote = deps.market.lastPriceAt(instrument, now);
    const shares = balances.get(stockAsset(position.stockId)) ?? {
      available: new ExactDecimal(0),
      onHold: new ExactDecimal(0),
    };
    const quantity = position.quantity;
    const marketValue = quantity.times(quote.last);
    const unrealised = marketValue.minus(position.totalCost);
    const today = quantity.times(new ExactDecimal(quote.last).minus(quote.previousClose));
    const rate = rateTo(instrument.currency);
    const inReporting = (amount: Decimal) => amount.times(rate).toDecimalPlaces(2).toFixed();
    positions.push({
      stockId: instrument.stockId,
      exchange: instrument.exchange,
      code: instrument.code,
      names: instrument.names,
      currency: instrument.currency,
      sector: instrument.sector,
      quantity: quantity.toFixed(),
      available: shares.available.toFixed(),
      onHold: shares.onHold.toFixed(),
      unsettled: (unsettled.shares.get(instrument.stockId) ?? new ExactDecimal(0)).toFixed(),
      averageCost: quantity.isZero() ? '0' : position.totalCost.dividedBy(quantity).toDecimalPlaces(4).toFixed(),
      cost: position.totalCost.toDecimalPlaces(2).toFixed(),
      lastPrice: quote.last,
      previousClose: quote.previousClose,
      marketValue: marketValue.toDecimalPlaces(2).toFixed(),
      unrealisedProfit: unrealised.toDecimalPlaces(2).toFixed(),
      unrealisedProfitPercent: position.totalCost.isZero()
        ? null
        : unrealised.dividedBy(position.totalCost).times(100).toDecimalPlaces(2).toFixed(),
      todayProfit: today.toDecimalPlaces(2).toFixed(),
      reportingCurrency,
      marketValueReporting: inReporting(marketValue),
      unrealisedProfitReporting: inReporting(unrealised),
      todayProfitReporting: inReporting(today),
    });
  }
  return { reportingCurrency, positions, rateTime: rateTime.toISOString() };
}
