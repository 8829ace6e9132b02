import {
  cryptoMarketService,
  cryptoTradingTerms,
  type CryptoAssetDefinition,
  type CryptoPairDefinition,
} from '@portal/contract';
import { AppError } from '../../platform/http/errors';
import { implementService } from '../../platform/http/rpc';
import { fosBackendOf } from './fos-backend-of';
import { assertVirtualAssetSession } from './virtual-asset-session';

/** An asset as the wire carries it (its price decimals belong to its pairs). */
function assetView(asset: CryptoAssetDefinition) {
  return { code: asset.code, precision: asset.precision, names: asset.names, stablecoin: asset.stablecoin };
}

function pairView(pair: CryptoPairDefinition) {
  return { pairId: pair.pairId, asset: pair.asset, currency: pair.currency, priceDecimals: pair.priceDecimals };
}

/** The crypto market service (issue 18 part 1, ADR 042): what the FOS back end quotes, at the server clock. */
export const cryptoMarketImplementation = implementService(cryptoMarketService, {
  cryptoMarketBoard: async (_input, context) => {
    assertVirtualAssetSession(context.actor);
    const backend = await fosBackendOf(context);
    const now = context.clock.now();
    return {
      assets: backend.assets().map(assetView),
      pairs: backend.pairs().map(pairView),
      quotes: backend.pairs().map((pair) => backend.quoteAt(pair.pairId, now)),
      terms: {
        feeBasisPoints: cryptoTradingTerms.feeBasisPoints,
        minimumFee: cryptoTradingTerms.minimumFee,
        minimumAmount: cryptoTradingTerms.minimumAmount,
        maximumAmount: cryptoTradingTerms.maximumAmount,
        quoteValiditySeconds: cryptoTradingTerms.quoteValiditySeconds,
      },
    };
  },
  getCryptoQuotes: async (input, context) => {
    assertVirtualAssetSession(context.actor);
    const backend = await fosBackendOf(context);
    const known = new Set(backend.pairs().map((pair) => pair.pairId));
    const now = context.clock.now();
    return { quotes: input.pairIds.filter((id) => known.has(id)).map((id) => backend.quoteAt(id, now)) };
  },
  getCryptoBook: async (input, context) => {
    assertVirtualAssetSession(context.actor);
    const backend = await fosBackendOf(context);
    if (!backend.pairs().some((pair) => pair.pairId === input.pairId)) {
      throw AppError.notFound(`There is no pair ${input.pairId}.`);
    }
    const now = context.clock.now();
    return { quote: backend.quoteAt(input.pairId, now), book: backend.bookAt(input.pairId, now) };
  },
  getCryptoChart: async (input, context) => {
    assertVirtualAssetSession(context.actor);
    const backend = await fosBackendOf(context);
    if (!backend.pairs().some((pair) => pair.pairId === input.pairId)) {
      throw AppError.notFound(`There is no pair ${input.pairId}.`);
    }
    return { bars: backend.bars(input.pairId, input.range, context.clock.now()) };
  },
});
