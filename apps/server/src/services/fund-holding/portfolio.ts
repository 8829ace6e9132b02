import { Decimal } from 'decimal.js';
import { ExactDecimal, type CashBalance, type FundHolding, type FundPortfolio } from '@portal/contract';
import type { FundQuote } from '../fund-definition/public';
import { performancePercent } from '../fund-definition/public';
import type { DividendsReceived } from '../fund-order/public';
import type { FundPosition } from '../fund-order/public';
import { allocationOf, type CurrencyBook } from '../../platform/money/valuation';

/** Decimals of a holding's average cost per unit (rounded HALF-UP; NAVs have four). */
export const averageCostDecimals = 6;

const zero = () => new ExactDecimal(0);

/** profit ÷ cost × 100, HALF-UP to two decimals (as a fund's return is computed); null when the cost is zero. */
function returnPercentOf(cost: Decimal, marketValue: Decimal): string | null {
  return cost.isZero() || cost.isNegative() ? null : performancePercent(cost, marketValue);
}

type ValuedHolding = { readonly holding: FundHolding; readonly reporting: Decimal; readonly quote: FundQuote };

/**
 * The portfolio of SPEC §2 /funds/portfolio, valued at the latest NAVs:
 * - per holding, in the fund's currency: units = available + on hold; market value = units × NAV and cost = the
 *   position's cost, each HALF-UP to the currency's precision; unrealised profit = market value − cost; average cost
 *   = cost ÷ units HALF-UP to 6 decimals; return = profit ÷ cost × 100 HALF-UP to two decimals;
 * - in the reporting currency: market value and cost each converted at the current rate and rounded HALF-UP to its
 *   precision; profit = their difference;
 * - totals and allocation slices are exact sums of those reporting figures; percents by the largest remainder, so
 *   each allocation's percents add up to 100.00. Cash converted the same way per currency (available + on hold);
 * - dividends received: per holding the exact sum in the fund's currency; in total each fund's sum converted and
 *   rounded as a value is, then added (holdings since sold included).
 * Positions of funds the catalogue does not know are left out; holdings with no units too.
 */
export function valuePortfolio(input: {
  readonly positions: readonly FundPosition[];
  readonly quotes: ReadonlyMap<string, FundQuote>;
  readonly cash: readonly CashBalance[];
  /** The cash dividends received per fund and currency (dividends.ts). */
  readonly dividends: readonly DividendsReceived[];
  readonly book: CurrencyBook;
  readonly reportingCurrency: string;
  readonly asOf: Date;
}): FundPortfolio {
  const { book, reportingCurrency: reporting } = input;
  const valued: ValuedHolding[] = [];
  for (const position of input.positions) {
    const quote = input.quotes.get(position.fundId);
    const units = new ExactDecimal(position.availableUnits).plus(position.onHoldUnits);
    if (quote === undefined || units.isZero()) continue;
    const currency = quote.currency;
    const marketValue = book.round(units.times(quote.latestNav), currency);
    const cost = book.round(position.cost, currency);
    const profit = marketValue.minus(cost);
    const marketValueReporting = book.convert(marketValue, currency, reporting);
    const costReporting = book.convert(cost, currency, reporting);
    valued.push({
      quote,
      reporting: marketValueReporting,
      holding: {
        fundId: position.fundId,
        fundNames: { ...quote.names },
        currency,
        assetClass: quote.assetClass,
        region: quote.region,
        riskLevel: quote.riskLevel,
        availableUnits: new ExactDecimal(position.availableUnits).toFixed(),
        onHoldUnits: new ExactDecimal(position.onHoldUnits).toFixed(),
        units: units.toFixed(),
        averageCost: new ExactDecimal(position.cost)
          .dividedBy(units)
          .toFixed(averageCostDecimals, Decimal.ROUND_HALF_UP),
        cost: book.format(cost, currency),
        nav: quote.latestNav,
        navDate: quote.latestNavDate,
        dayChangePercent: quote.dayChangePercent,
        marketValue: book.format(marketValue, currency),
        unrealisedProfit: book.format(profit, currency),
        returnPercent: returnPercentOf(cost, marketValue),
        marketValueReporting: book.format(marketValueReporting, reporting),
        costReporting: book.format(costReporting, reporting),
        unrealisedProfitReporting: book.format(marketValueReporting.minus(costReporting), reporting),
        dividendsReceived: book.format(
          input.dividends
            .filter((dividend) => dividend.fundId === position.fundId && dividend.currency === currency)
            .reduce((sum, dividend) => sum.plus(dividend.amount), zero()),
          currency,
        ),
      },
    });
  }
  valued.sort((a, b) => b.reporting.comparedTo(a.reporting) || (a.holding.fundId < b.holding.fundId ? -1 : 1));

  const totalValue = valued.reduce((sum, item) => sum.plus(item.reporting), zero());
  const totalCost = valued.reduce((sum, item) => sum.plus(item.holding.costReporting), zero());
  const totalCash = input.cash.reduce(
    (sum, balance) =>
      sum.plus(book.convert(new ExactDecimal(balance.available).plus(balance.onHold), balance.currency, reporting)),
    zero(),
  );
  const totalDividends = input.dividends.reduce(
    (sum, dividend) => sum.plus(book.convert(dividend.amount, dividend.currency, reporting)),
    zero(),
  );
  const slices = (keyOf: (item: ValuedHolding) => string) =>
    allocationOf(
      valued.map((item) => ({ key: keyOf(item), value: item.reporting })),
      book,
      reporting,
    );
  return {
    reportingCurrency: reporting,
    asOf: input.asOf.toISOString(),
    rateTime: (input.book.rateTime ?? input.asOf).toISOString(),
    totals: {
      marketValue: book.format(totalValue, reporting),
      cost: book.format(totalCost, reporting),
      unrealisedProfit: book.format(totalValue.minus(totalCost), reporting),
      returnPercent: returnPercentOf(totalCost, totalValue),
      cash: book.format(totalCash, reporting),
      dividendsReceived: book.format(totalDividends, reporting),
    },
    holdings: valued.map((item) => item.holding),
    allocation: {
      byAssetClass: slices((item) => item.quote.assetClass),
      byRegion: slices((item) => item.quote.region),
      byCurrency: slices((item) => item.quote.currency),
    },
    cash: [...input.cash],
  };
}
