/*
 * The portfolio's figures as the live price moves (issue 15 part 5). The server values each position at its quote
 * when the page loads (stockPositions); a live last price then moves market value, unrealised and today's P/L by
 * (live − loaded last) × quantity, in the stock's currency and, at the rate the server used, in the reporting
 * currency. Exact decimals throughout (decimal.js); amounts rounded to the cent only where shown.
 */
import { ExactDecimal } from '@portal/contract/domain/decimal-value';
import type { StockPosition } from '@portal/contract';
import { isStockExchangeCode, marketOfExchange } from '@portal/contract/domain/stock/exchanges';
import type { StockMarket } from '@portal/contract/domain/stock/exchanges';

export type LivePosition = StockPosition & { readonly live: boolean };

const cents = (value: InstanceType<typeof ExactDecimal>) =>
  value.toDecimalPlaces(2, ExactDecimal.ROUND_HALF_UP).toFixed(2);

/** A position valued at `last` (undefined: as loaded). */
export function livePosition(position: StockPosition, last: string | undefined): LivePosition {
  if (last === undefined || new ExactDecimal(last).eq(position.lastPrice)) return { ...position, live: false };
  const quantity = new ExactDecimal(position.quantity);
  const delta = new ExactDecimal(last).minus(position.lastPrice).times(quantity);
  const marketValue = new ExactDecimal(position.marketValue);
  const rate = marketValue.isZero()
    ? new ExactDecimal(0)
    : new ExactDecimal(position.marketValueReporting).dividedBy(marketValue);
  const deltaReporting = delta.times(rate);
  const unrealised = new ExactDecimal(position.unrealisedProfit).plus(delta);
  const cost = new ExactDecimal(position.cost);
  return {
    ...position,
    live: true,
    lastPrice: last,
    marketValue: cents(marketValue.plus(delta)),
    unrealisedProfit: cents(unrealised),
    unrealisedProfitPercent: cost.isZero()
      ? null
      : unrealised.dividedBy(cost).times(100).toDecimalPlaces(2, ExactDecimal.ROUND_HALF_UP).toFixed(2),
    todayProfit: cents(new ExactDecimal(position.todayProfit).plus(delta)),
    marketValueReporting: cents(new ExactDecimal(position.marketValueReporting).plus(deltaReporting)),
    unrealisedProfitReporting: cents(new ExactDecimal(position.unrealisedProfitReporting).plus(deltaReporting)),
    todayProfitReporting: cents(new ExactDecimal(position.todayProfitReporting).plus(deltaReporting)),
  };
}

export type PortfolioTotals = {
  readonly marketValue: string;
  readonly unrealisedProfit: string;
  readonly todayProfit: string;
};

/** The reporting-currency totals of the positions. */
export function portfolioTotals(positions: readonly StockPosition[]): PortfolioTotals {
  const sum = (pick: (position: StockPosition) => string) =>
    cents(positions.reduce((total, position) => total.plus(pick(position)), new ExactDecimal(0)));
  return {
    marketValue: sum((position) => position.marketValueReporting),
    unrealisedProfit: sum((position) => position.unrealisedProfitReporting),
    todayProfit: sum((position) => position.todayProfitReporting),
  };
}

export type AllocationShare = { readonly key: string; readonly value: string; readonly percent: string };

/** Each group's reporting market value and its percent of the total (two decimals), largest first. */
export function allocationBy(
  positions: readonly StockPosition[],
  groupOf: (position: StockPosition) => string,
): AllocationShare[] {
  const groups = new Map<string, InstanceType<typeof ExactDecimal>>();
  for (const position of positions) {
    const key = groupOf(position);
    groups.set(key, (groups.get(key) ?? new ExactDecimal(0)).plus(position.marketValueReporting));
  }
  const total = [...groups.values()].reduce((sum, value) => sum.plus(value), new ExactDecimal(0));
  if (total.lte(0)) return [];
  return [...groups.entries()]
    .filter(([, value]) => value.gt(0))
    .sort(([, a], [, b]) => b.comparedTo(a))
    .map(([key, value]) => ({
      key,
      value: cents(value),
      percent: value.dividedBy(total).times(100).toDecimalPlaces(2, ExactDecimal.ROUND_HALF_UP).toFixed(2),
    }));
}

/** The market of a position's exchange (HKEX, US, CN). */
export function marketOf(position: Pick<StockPosition, 'exchange'>): StockMarket | string {
  return isStockExchangeCode(position.exchange) ? marketOfExchange(position.exchange) : position.exchange;
}
