/*
 * Other assets (SPEC §2 Assets, §3 asset categories and statuses; issue 26 part 1): holdings a client keeps elsewhere
 * and values by hand, or links to an instrument the portal quotes. Plain values free of zod, for both sides.
 */

/** SPEC §3 asset categories, in its order ('options futures' → optionsFutures, 'real estate' → realEstate ...). */
export const assetCategories = [
  'cash',
  'stock',
  'bond',
  'fund',
  'etf',
  'optionsFutures',
  'fx',
  'commodities',
  'cryptocurrencies',
  'realEstate',
  'vehicle',
  'luxuryGood',
  'others',
] as const;
export type AssetCategory = (typeof assetCategories)[number];

/** SPEC §3 asset status. A deleted holding is kept (soft delete) and may be restored to what it was. */
export const assetStatuses = ['active', 'inactive', 'deleted'] as const;
export type AssetStatus = (typeof assetStatuses)[number];

/** What a holding may be linked to: a stock of the stock-market catalogue or a crypto pair of crypto-market. */
export const assetInstrumentKinds = ['stock', 'crypto'] as const;
export type AssetInstrumentKind = (typeof assetInstrumentKinds)[number];

/** The categories a holding may be linked to an instrument of each kind in (a listed security, a crypto asset). */
export const linkableCategories = {
  stock: ['stock', 'etf'],
  crypto: ['cryptocurrencies'],
} as const satisfies Record<AssetInstrumentKind, readonly AssetCategory[]>;

/** Whether a holding of this category may be linked to an instrument of this kind. */
export function mayLinkCategory(kind: AssetInstrumentKind, category: AssetCategory): boolean {
  return (linkableCategories[kind] as readonly AssetCategory[]).includes(category);
}

/** The most decimals a holding's quantity may have (crypto quantities go to 8). */
export const assetQuantityDecimals = 8;
/** The longest name and notes. */
export const maximumAssetNameLength = 100;
export const maximumAssetNotesLength = 1000;
/** An attachment's largest size: 5 MB, as a proof of payment. */
export const maximumAssetAttachmentBytes = 5 * 1024 * 1024;
/** The most attachments one holding keeps. */
export const maximumAssetAttachments = 10;
