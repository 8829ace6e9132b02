import type { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import { ExactDecimal, cryptoAssets, type NetWorth, type PortfolioHolding } from '@portal/contract';
import type { BrandConfig, LoginSource } from '@portal/contract/brands';
import { offers, brandFeatures } from '@portal/contract/domain/brand-features';
import type { RiskLevel } from '@portal/contract/domain/fund';
import type { Database } from '../../platform/db/db';
import type { Config } from '../../platform/runtime/config';
import type { Clock } from '../../platform/runtime/clock';
import type { EventPublisher } from '../../platform/runtime/events';
import { allocationOf, loadCurrencyBook, reportingCurrencyOf, type CurrencyBook } from '../../platform/money/valuation';
import { valueOtherAssetsAt } from '../asset-holding/public';
import { cashBalancesOf } from '../cash-movement/public';
import { cryptoPortfolioFor } from '../crypto-order/public';
import { fundPortfolioOf } from '../fund-holding/public';
import { stockPositionsValued } from '../stock-order/public';

/*
 * Everything an account holds, each holding valued by its own area through that area's public entry (fund-holding,
 * stock-order, crypto-order, cash-movement), in the reporting currency at the FX rates of one instant (issue 26).
 * Net worth is the exact sum of those values, so it equals what the areas' own pages show, to the cent.
 */

export type PortfolioPlatform = {
  readonly config: Config;
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly events: EventPublisher;
  readonly brand: BrandConfig;
};

export type PortfolioAccount = { readonly accountCode: string; readonly source: LoginSource };

const zero = () => new ExactDecimal(0);

/** The risk level of a holding without one of its own: single stocks and virtual assets High, cash Low, others None. */
const riskOfArea: Readonly<Record<'stock' | 'crypto' | 'cash' | 'other', RiskLevel>> = {
  stock: 'High',
  crypto: 'High',
  cash: 'Low',
  other: 'None',
};

/** Every holding of the account, valued at the clock's now in `reportingCurrency`. */
export async function holdingsOf(
  platform: PortfolioPlatform,
  account: PortfolioAccount,
  reportingCurrency: string,
): Promise<{ holdings: PortfolioHolding[]; book: CurrencyBook; asOf: Date }> {
  const { db, brand } = platform;
  const asOf = platform.clock.now();
  const valuedAt = asOf.toISOString();
  const book = await loadCurrencyBook(db, asOf);
  const holdings: PortfolioHolding[] = [];
  const flags = brand.flags;

  if (account.source === 'gateway' && offers(flags, brandFeatures.funds)) {
    const funds = await fundPortfolioOf(db, brand, account, reportingCurrency, asOf, book);
    for (const fund of funds.holdings) {
      holdings.push({
        holdingId: `fund:${fund.fundId}`,
        area: 'fund',
        names: fund.fundNames,
        category: 'fund',
        market: fund.region,
        riskLevel: fund.riskLevel,
        currency: fund.currency,
        quantity: fund.units,
        value: fund.marketValue,
        valueReporting: fund.marketValueReporting,
        valuedAt,
      });
    }
  }
  if (account.source === 'gateway' && offers(flags, brandFeatures.stocks)) {
    const stocks = await stockPositionsValued(platform, account, reportingCurrency);
    for (const stock of stocks.positions) {
      holdings.push({
        holdingId: `stock:${stock.stockId}`,
        area: 'stock',
        names: stock.names,
        category: 'stock',
        market: stock.exchange,
        riskLevel: riskOfArea.stock,
        currency: stock.currency,
        quantity: stock.quantity,
        value: stock.marketValue,
        valueReporting: stock.marketValueReporting,
        valuedAt,
      });
    }
  }
  if (account.source === 'fos' && offers(flags, brandFeatures.crypto)) {
    const crypto = await cryptoPortfolioFor(platform, account, reportingCurrency);
    for (const coin of crypto.holdings) {
      const asset = cryptoAssets.find((known) => known.code === coin.asset);
      holdings.push({
        holdingId: `crypto:${coin.asset}`,
        area: 'crypto',
        names: asset?.names ?? { en: coin.asset, 'zh-HK': coin.asset, 'zh-CN': coin.asset },
        category: 'cryptocurrencies',
        market: 'virtualAssets',
        riskLevel: riskOfArea.crypto,
        currency: reportingCurrency,
        quantity: coin.quantity,
        // The virtual-asset back end prices a coin in the reporting currency itself.
        value: coin.value,
        valueReporting: coin.value,
        valuedAt,
      });
    }
  }
  const today = valuedAt.slice(0, 10);
  for (const cash of await cashBalancesOf(db, account, book.currencies, today)) {
    const amount = cash.available.plus(cash.onHold);
    if (amount.isZero()) continue;
    holdings.push({
      holdingId: `cash:${cash.currency}`,
      area: 'cash',
      names: { en: cash.currency, 'zh-HK': cash.currency, 'zh-CN': cash.currency },
      category: 'cash',
      market: 'cash',
      riskLevel: riskOfArea.cash,
      currency: cash.currency,
      quantity: book.format(amount, cash.currency),
      value: book.format(amount, cash.currency),
      // As the fund portfolio's cash total converts it: each currency rounded HALF-UP to the reporting precision.
      valueReporting: book.format(book.convert(amount, cash.currency, reportingCurrency), reportingCurrency),
      valuedAt,
    });
  }
  const otherAssets = offers(flags, brandFeatures.assets) ? await valueOtherAssetsAt(platform, account, asOf) : [];
  for (const other of otherAssets) {
    holdings.push({
      holdingId: `other:${other.holdingId}`,
      area: 'other',
      names: { en: other.name, 'zh-HK': other.name, 'zh-CN': other.name },
      category: other.category,
      market: 'other',
      riskLevel: riskOfArea.other,
      currency: other.currency,
      quantity: '1',
      value: book.format(other.value, other.currency),
      valueReporting: book.format(book.convert(other.value, other.currency, reportingCurrency), reportingCurrency),
      valuedAt: other.valuedAt,
    });
  }
  // Largest reporting value first (ties by holding id); each value read once, not in every comparison.
  const valueOf = new Map(holdings.map((holding) => [holding, new ExactDecimal(holding.valueReporting)]));
  const reportingValue = (holding: PortfolioHolding) => valueOf.get(holding) ?? zero();
  holdings.sort((a, b) => reportingValue(b).comparedTo(reportingValue(a)) || (a.holdingId < b.holdingId ? -1 : 1));
  return { holdings, book, asOf };
}

/** The allocation of holdings by category, currency, market and risk level, percents adding up to 100.00. */
export function allocationOfHoldings(holdings: readonly PortfolioHolding[], book: CurrencyBook, currency: string) {
  // Each value read once for the four cuts.
  const values = holdings.map((holding) => new ExactDecimal(holding.valueReporting));
  const slices = (keyOf: (holding: PortfolioHolding) => string) =>
    allocationOf(
      holdings.map((holding, index) => ({ key: keyOf(holding), value: values[index] ?? zero() })),
      book,
      currency,
    );
  return {
    byCategory: slices((holding) => holding.category),
    byCurrency: slices((holding) => holding.currency),
    byMarket: slices((holding) => holding.market),
    byRiskLevel: slices((holding) => holding.riskLevel),
  };
}

/** The exact sum of the holdings' reporting values, written with the currency's precision. */
export function totalOf(holdings: readonly PortfolioHolding[], book: CurrencyBook, currency: string): string {
  return book.format(
    holdings.reduce((sum: Decimal, holding) => sum.plus(holding.valueReporting), zero()),
    currency,
  );
}

/** The account's net worth now (SPEC §2 /assets/portfolio). */
export async function netWorthOf(
  platform: PortfolioPlatform,
  account: PortfolioAccount,
  requestedCurrency: string | undefined,
): Promise<NetWorth> {
  const reportingCurrency = reportingCurrencyOf(platform.brand, requestedCurrency);
  const { holdings, book, asOf } = await holdingsOf(platform, account, reportingCurrency);
  return {
    reportingCurrency,
    asOf: asOf.toISOString(),
    rateTime: (book.rateTime ?? asOf).toISOString(),
    netWorth: totalOf(holdings, book, reportingCurrency),
    holdings,
    allocation: allocationOfHoldings(holdings, book, reportingCurrency),
  };
}
