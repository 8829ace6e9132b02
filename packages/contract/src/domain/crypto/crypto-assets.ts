/*
 * Virtual assets of the FOS back end (issue 18 part 1, ADR 042): the assets with their precision, the pairs they
 * trade in against USD and HKD, each pair's price decimals, and the desk's terms (minimum order, taker fee, quote
 * validity). Plain data free of zod, shared by the server's FOS simulator and the web's tickets.
 */
import { ExactDecimal, type DecimalInput } from '../decimal-value';

const names = (en: string, zhHK: string, zhCN: string) => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN }) as const;

export const cryptoAssetCodes = ['BTC', 'ETH', 'USDT', 'USDC', 'SOL', 'XRP', 'LTC'] as const;
export type CryptoAssetCode = (typeof cryptoAssetCodes)[number];

/** The fiat currencies crypto trades against (the account's cash in them pays and is paid). */
export const cryptoQuoteCurrencies = ['USD', 'HKD'] as const;
export type CryptoQuoteCurrency = (typeof cryptoQuoteCurrencies)[number];

export type CryptoAssetDefinition = {
  readonly code: CryptoAssetCode;
  /** Decimal places the asset is held and traded in (BTC 8: a satoshi; ETH 18: a wei). */
  readonly precision: number;
  readonly names: { readonly en: string; readonly 'zh-HK': string; readonly 'zh-CN': string };
  /** A stablecoin tracks the US dollar. */
  readonly stablecoin: boolean;
  /** Price decimals of its pairs (the same against USD and HKD). */
  readonly priceDecimals: number;
};

export const cryptoAssets: readonly CryptoAssetDefinition[] = [
  { code: 'BTC', precision: 8, names: names('Bitcoin', '比特幣', '比特币'), stablecoin: false, priceDecimals: 2 },
  { code: 'ETH', precision: 18, names: names('Ether', '以太幣', '以太币'), stablecoin: false, priceDecimals: 2 },
  { code: 'USDT', precision: 6, names: names('Tether USD', '泰達幣', '泰达币'), stablecoin: true, priceDecimals: 4 },
  {
    code: 'USDC',
    precision: 6,
    names: names('USD Coin', 'USD Coin 美元幣', 'USD Coin 美元币'),
    stablecoin: true,
    priceDecimals: 4,
  },
  { code: 'SOL', precision: 9, names: names('Solana', 'Solana 幣', 'Solana 币'), stablecoin: false, priceDecimals: 2 },
  { code: 'XRP', precision: 6, names: names('XRP', '瑞波幣', '瑞波币'), stablecoin: false, priceDecimals: 4 },
  { code: 'LTC', precision: 8, names: names('Litecoin', '萊特幣', '莱特币'), stablecoin: false, priceDecimals: 2 },
];

/** A pair's id: `<ASSET>-<CURRENCY>`, such as 'BTC-USD' or 'ETH-HKD'. */
export const cryptoPairIdPattern = new RegExp(`^(${cryptoAssetCodes.join('|')})-(${cryptoQuoteCurrencies.join('|')})$`);

export type CryptoPairDefinition = {
  readonly pairId: string;
  readonly asset: CryptoAssetCode;
  readonly currency: CryptoQuoteCurrency;
  readonly priceDecimals: number;
};

export const cryptoPairs: readonly CryptoPairDefinition[] = cryptoQuoteCurrencies.flatMap((currency) =>
  cryptoAssets.map((asset) => ({
    pairId: `${asset.code}-${currency}`,
    asset: asset.code,
    currency,
    priceDecimals: asset.priceDecimals,
  })),
);

export function cryptoAssetOf(code: string): CryptoAssetDefinition | undefined {
  return cryptoAssets.find((asset) => asset.code === code);
}

export function cryptoPairOf(pairId: string): CryptoPairDefinition | undefined {
  return cryptoPairs.find((pair) => pair.pairId === pairId);
}

/** The desk's terms, stated on the ticket (ADR 042). */
export const cryptoTradingTerms = {
  /** Taker fee on the consideration, in basis points (0.25 %), charged on every order. */
  feeBasisPoints: 25,
  /** The least fee of an order, in its currency. */
  minimumFee: { USD: '1', HKD: '8' } satisfies Record<CryptoQuoteCurrency, string>,
  /** The least consideration of an order, in its currency. */
  minimumAmount: { USD: '10', HKD: '80' } satisfies Record<CryptoQuoteCurrency, string>,
  /** The most consideration of an order, in its currency. */
  maximumAmount: { USD: '1000000', HKD: '7800000' } satisfies Record<CryptoQuoteCurrency, string>,
  /** Fiat amounts (consideration, fee) have 2 decimals. */
  fiatDecimals: 2,
  /** A quote is firm for this long; the order is placed on it within that time or not at all. */
  quoteValiditySeconds: 10,
  /** A limit price may be at most this far (percent) from the mid when the order is quoted. */
  limitPriceBandPercent: 20,
} as const;

/**
 * The fee of an order of this consideration: 0.25 % rounded up to the cent, at least the minimum (ADR 042). Exact:
 * decimal in, decimal string out.
 */
export function cryptoFeeOf(consideration: DecimalInput, currency: CryptoQuoteCurrency): string {
  const rate = new ExactDecimal(cryptoTradingTerms.feeBasisPoints).dividedBy(10_000);
  const fee = new ExactDecimal(consideration)
    .times(rate)
    .toDecimalPlaces(cryptoTradingTerms.fiatDecimals, ExactDecimal.ROUND_UP);
  const minimum = new ExactDecimal(cryptoTradingTerms.minimumFee[currency]);
  return (fee.lessThan(minimum) ? minimum : fee).toFixed(cryptoTradingTerms.fiatDecimals);
}
