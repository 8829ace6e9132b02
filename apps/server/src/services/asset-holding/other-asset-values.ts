import type { AssetCategory } from '@portal/contract';
import { ExactDecimal } from '@portal/contract';
import { marketDayOf } from '../../platform/market/market-calendar';
import { currencyPrecisions } from '../../platform/money/currency-rates';
import type { AssetHoldingTable } from './asset-holding-tables';
import type { HoldingAccount } from './holdings';
import { instrumentPriceAt, type AssetPricingDependencies } from './linked-prices';
import type { AssetInstrumentKind } from '@portal/contract';

/** One other asset's value at an instant, in its own currency. */
export type OtherAssetValue = {
  readonly holdingId: string;
  readonly name: string;
  readonly category: AssetCategory;
  /** The holding's currency (ISO code); the value is in it, not converted. */
  readonly currency: string;
  /** A canonical decimal string ('1250000', '0.5'); never a float. */
  readonly value: string;
  /** When the value is of, ISO-8601 UTC: a linked holding's quote time, else `<latest valuation's day>T00:00:00.000Z`. */
  readonly valuedAt: string;
};

/** What valuing needs: the database, the clock (for quotes), the brand and its variant (for the feeds). */
export type OtherAssetValueDependencies = AssetPricingDependencies;

/**
 * The client's ACTIVE other assets valued at the instant `at`, one entry per holding, newest holding first.
 *
 * - Only holdings with status `active` that existed at `at` (created at or before it) count: inactive and deleted
 *   ones never do.
 * - A holding valued by hand is worth its latest valuation of a day on or before `at`'s day (in the brand's market
 *   time zone); a holding with no valuation by then is left out. `valuedAt` is that day at 00:00 UTC.
 * - A holding linked to a quoted instrument (a stock, a crypto pair) is worth quantity × the instrument's last price
 *   at `at`, rounded half-up to its currency's decimals; `valuedAt` is the quote's time. If the brand no longer quotes
 *   it, the holding falls back to its valuations as above.
 * - Values are in the holding's own currency, unconverted: converting to a reporting currency is the caller's.
 *
 * Reads only the asset-holding area's tables; writes nothing.
 */
export async function valueOtherAssetsAt(
  deps: OtherAssetValueDependencies,
  account: HoldingAccount,
  at: Date,
): Promise<OtherAssetValue[]> {
  const rows = await deps.db
    .selectFrom('asset_holding')
    .selectAll()
    .where('account_code', '=', account.accountCode.toUpperCase())
    .where('source', '=', account.source)
    .where('status', '=', 'active')
    .where('created_at', '<=', at.toISOString())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const day = marketDayOf(at, deps.brand.marketTimeZone);
  const valuations = await deps.db
    .selectFrom('asset_holding_valuation')
    .select(['holding_id', 'valuation_date', 'value', 'quantity'])
    .where(
      'holding_id',
      'in',
      rows.map((row) => row.id),
    )
    .where('valuation_date', '<=', day)
    .orderBy('valuation_date', 'desc')
    .execute();
  const latest = new Map<string, (typeof valuations)[number]>();
  for (const valuation of valuations)
    if (!latest.has(valuation.holding_id)) latest.set(valuation.holding_id, valuation);
  const precisions = await currencyPrecisions(deps.db);
  const values: OtherAssetValue[] = [];
  for (const row of rows) {
    const valuation = latest.get(row.id);
    const linked = await linkedValueAt(deps, row, valuation?.quantity ?? row.quantity, at, precisions);
    if (linked !== undefined) {
      values.push({ ...identity(row), ...linked });
    } else if (valuation !== undefined) {
      values.push({
        ...identity(row),
        value: new ExactDecimal(valuation.value).toFixed(),
        valuedAt: `${valuation.valuation_date}T00:00:00.000Z`,
      });
    }
  }
  return values;
}

function identity(row: AssetHoldingTable) {
  return {
    holdingId: row.id,
    name: row.name,
    category: row.category as AssetCategory, // written from the contract's categories
    currency: row.currency,
  };
}

async function linkedValueAt(
  deps: OtherAssetValueDependencies,
  row: AssetHoldingTable,
  quantity: string | null,
  at: Date,
  precisions: ReadonlyMap<string, number>,
): Promise<{ value: string; valuedAt: string } | undefined> {
  if (row.link_kind === null || row.link_instrument_id === null || quantity === null) return undefined;
  const price = await instrumentPriceAt(deps, row.link_kind as AssetInstrumentKind, row.link_instrument_id, at);
  if (price === undefined) return undefined;
  const value = new ExactDecimal(quantity)
    .times(price.lastPrice)
    .toDecimalPlaces(precisions.get(row.currency) ?? 2, ExactDecimal.ROUND_HALF_UP)
    .toFixed();
  return { value, valuedAt: new Date(price.priceAt).toISOString() };
}
