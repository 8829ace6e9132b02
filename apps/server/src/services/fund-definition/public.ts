/*
 * What other services may import from fund-definition (ADR 015): it owns the fund catalogue's tables (fund,
 * fund_price, fund_dividend, fund_statistic); others read them through these functions and types, never its files.
 */
export type { FundDividendTable, FundPriceTable, FundTable } from './fund-tables';
export {
  dividendsExDatedBy,
  findDividends,
  findDividendsOf,
  findFund,
  findFundsByIds,
  findPricesFrom,
  findPricesOf,
  findRetailFundsLaunchedBefore,
  navsOnOrBefore,
  pricesOnOrBefore,
  type DatedNav,
} from './queries';
export { fundQuotesOf, navSeriesOf, type FundQuote } from './fund-statistics';
export { calendarDateOfDay, measuredFrom, performancePercent } from './performance';
export { thinned } from './fund-definition-service';
export { extendFundPrices } from './price-extension';
