import type { Kysely } from 'kysely';
import type { AssetInstrumentKind } from '@portal/contract';
import type { BrandConfig } from '@portal/contract/brands';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import type { Clock } from '../../platform/runtime/clock';
import type { Config } from '../../platform/runtime/config';
import type { Database } from '../../platform/db/db';
import { findInstrument, listInstruments, marketDataFeedOf } from '../stock-market/public';
import { fosBackendOf } from '../crypto-market/public';

/*
 * The prices a linked holding follows (issue 26 part 1): a stock's last price from the stock-market feed, a crypto
 * pair's from the FOS back end (crypto-market), each through its area's public entry. Which kinds a brand offers
 * follows its flags: stocks where stocks are on, crypto where crypto is.
 */

export type AssetPricingDependencies = {
  readonly config: Pick<Config, 'portalVariant'>;
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly brand: BrandConfig;
};

/** An instrument a holding may be linked to, as the add and detail pages list it. */
export type LinkableInstrument = {
  readonly kind: AssetInstrumentKind;
  readonly instrumentId: string;
  readonly code: string;
  readonly name: string;
  readonly currency: string;
};

/** An instrument's price at an instant: the last price and the time it is of. */
export type InstrumentPrice = LinkableInstrument & { readonly lastPrice: string; readonly priceAt: string };

/** Whether the brand quotes instruments of this kind. */
export function quotesKind(brand: BrandConfig, kind: AssetInstrumentKind): boolean {
  return offers(brand.flags, kind === 'stock' ? brandFeatures.stocks : brandFeatures.crypto);
}

/** Every instrument the brand quotes that a holding may be linked to (active stocks, every crypto pair). */
export async function linkableInstruments(deps: AssetPricingDependencies): Promise<LinkableInstrument[]> {
  const listed: LinkableInstrument[] = [];
  if (quotesKind(deps.brand, 'stock')) {
    for (const instrument of await listInstruments(deps.db)) {
      if (instrument.status !== 'active') continue;
      listed.push({
        kind: 'stock',
        instrumentId: instrument.stockId,
        code: instrument.code,
        name: instrument.names.en,
        currency: instrument.currency,
      });
    }
  }
  if (quotesKind(deps.brand, 'crypto')) {
    const backend = await fosBackendOf(deps);
    const names = new Map(backend.assets().map((asset) => [asset.code, asset.names.en]));
    for (const pair of backend.pairs()) {
      listed.push({
        kind: 'crypto',
        instrumentId: pair.pairId,
        code: pair.pairId,
        name: names.get(pair.asset) ?? pair.asset,
        currency: pair.currency,
      });
    }
  }
  return listed;
}

/** An instrument's last price at `at`, or undefined when the brand does not quote it (or it is unknown). */
export async function instrumentPriceAt(
  deps: AssetPricingDependencies,
  kind: AssetInstrumentKind,
  instrumentId: string,
  at: Date,
): Promise<InstrumentPrice | undefined> {
  if (!quotesKind(deps.brand, kind)) return undefined;
  if (kind === 'stock') {
    const instrument = await findInstrument(deps.db, instrumentId);
    if (instrument === undefined || instrument.status !== 'active') return undefined;
    const quote = marketDataFeedOf(deps).lastPriceAt(instrument, at);
    return {
      kind,
      instrumentId,
      code: instrument.code,
      name: instrument.names.en,
      currency: instrument.currency,
      lastPrice: quote.last,
      priceAt: quote.at,
    };
  }
  const backend = await fosBackendOf(deps);
  const pair = backend.pairs().find((candidate) => candidate.pairId === instrumentId);
  if (pair === undefined) return undefined;
  // The last price only: valuing needs no 24 hours' high and low.
  const quote = backend.lastPriceAt(pair.pairId, at);
  const asset = backend.assets().find((candidate) => candidate.code === pair.asset);
  return {
    kind,
    instrumentId,
    code: pair.pairId,
    name: asset?.names.en ?? pair.asset,
    currency: pair.currency,
    lastPrice: quote.last,
    priceAt: quote.at,
  };
}
