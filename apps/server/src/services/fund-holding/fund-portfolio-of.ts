import type { Kysely } from 'kysely';
import type { FundPortfolio } from '@portal/contract';
import type { BrandConfig, LoginSource } from '@portal/contract/brands';
import type { Database } from '../../platform/db/db';
import { loadCurrencyBook, reportingCurrencyOf, type CurrencyBook } from '../../platform/money/valuation';
import { fundQuotesOf } from '../fund-definition/public';
import { dividendsReceivedOf, fundPositionsOf } from '../fund-order/public';
import { valuePortfolio } from './portfolio';
import { cashBalancesOf } from './valuation';

/**
 * The fund portfolio of an account at `at` (SPEC §2 /funds/portfolio): what fundPortfolio answers, and what the one
 * portfolio across areas (market-value-history, issue 26) counts as the funds' value, so both agree to the cent.
 */
export async function fundPortfolioOf(
  db: Kysely<Database>,
  brand: BrandConfig,
  account: { readonly accountCode: string; readonly source: LoginSource },
  requestedCurrency: string | undefined,
  at: Date,
  /** The rates and precisions of `at`, when the caller has loaded them already (the one portfolio has). */
  loadedBook?: CurrencyBook,
): Promise<FundPortfolio> {
  const [positions, book, dividends] = await Promise.all([
    fundPositionsOf(db, account),
    loadedBook ?? loadCurrencyBook(db, at),
    dividendsReceivedOf(db, account),
  ]);
  const [quotes, cash] = await Promise.all([
    fundQuotesOf(
      db,
      positions.map((position) => position.fundId),
    ),
    cashBalancesOf(db, account, brand, book),
  ]);
  return valuePortfolio({
    positions,
    quotes,
    cash,
    dividends,
    book,
    reportingCurrency: reportingCurrencyOf(brand, requestedCurrency),
    asOf: at,
  });
}
