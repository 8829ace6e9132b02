/*
 * The fund order results of SPEC §8 with their messages, free of zod so a funds page can map a result to its text
 * without the schema library. SPEC §8 lists the results as "0 to 22, 99 unknown" without the number of each: they
 * are numbered here in the order the SPEC lists them (success 0 … orderAlreadyCancelled 22) and unknown is 99. The
 * messages are the portal's wording, written once here and translated on the web.
 */

/** Every fund order result, in the SPEC's order. */
export const fundOrderResults = [
  'success',
  'accountNotFound',
  'productNotFound',
  'invalidCurrency',
  'invalidOrderType',
  'invalidSubscriptionAmount',
  'invalidRedemptionQuantity',
  'insufficientRedemptionQuantity',
  'riskLevelViolation',
  'professionalOnly',
  'insufficientPurchasingPower',
  'unableToHoldRedemptionQuantity',
  'fundNotEnoughFund',
  'clientSuspended',
  'clientSuspendedFund',
  'clientSuspendedMarket',
  'fundSuspended',
  'noPermissionForThisAccount',
  'orderUnderProcessingOrProcessed',
  'unableToReleaseHoldFund',
  'unableToReleaseFundUnits',
  'orderNotFound',
  'orderAlreadyCancelled',
  'unknown',
] as const;
export type FundOrderResult = (typeof fundOrderResults)[number];
export type FundOrderFailure = Exclude<FundOrderResult, 'success'>;

/** The number of each result on the wire: its place in the SPEC's list, and 99 for unknown. */
export const fundOrderResultCodes = {
  success: 0,
  accountNotFound: 1,
  productNotFound: 2,
  invalidCurrency: 3,
  invalidOrderType: 4,
  invalidSubscriptionAmount: 5,
  invalidRedemptionQuantity: 6,
  insufficientRedemptionQuantity: 7,
  riskLevelViolation: 8,
  professionalOnly: 9,
  insufficientPurchasingPower: 10,
  unableToHoldRedemptionQuantity: 11,
  fundNotEnoughFund: 12,
  clientSuspended: 13,
  clientSuspendedFund: 14,
  clientSuspendedMarket: 15,
  fundSuspended: 16,
  noPermissionForThisAccount: 17,
  orderUnderProcessingOrProcessed: 18,
  unableToReleaseHoldFund: 19,
  unableToReleaseFundUnits: 20,
  orderNotFound: 21,
  orderAlreadyCancelled: 22,
  unknown: 99,
} as const satisfies Record<FundOrderResult, number>;
export type FundOrderResultCode = (typeof fundOrderResultCodes)[FundOrderResult];

/** The English text of each result (the portal's wording). */
export const fundOrderResultMessages = {
  success: 'The fund order has been accepted.',
  accountNotFound: 'The account could not be found.',
  productNotFound: 'The fund could not be found.',
  invalidCurrency: 'The currency is not valid for this fund.',
  invalidOrderType: 'The order type is not valid.',
  invalidSubscriptionAmount: 'The subscription amount is not valid.',
  invalidRedemptionQuantity: 'The number of units to redeem is not valid.',
  insufficientRedemptionQuantity: 'You do not hold enough units to redeem.',
  riskLevelViolation: "The fund's risk level is above your risk profile.",
  professionalOnly: 'This fund is for professional investors only.',
  insufficientPurchasingPower: 'There is not enough cash available for this subscription.',
  unableToHoldRedemptionQuantity: 'The units to redeem could not be put on hold.',
  fundNotEnoughFund: 'The fund cannot take this order at the moment.',
  clientSuspended: 'The account is suspended. Please contact customer service.',
  clientSuspendedFund: 'The account is suspended from fund trading.',
  clientSuspendedMarket: 'The account is suspended from trading in this market.',
  fundSuspended: 'The fund is suspended from dealing.',
  noPermissionForThisAccount: 'You have no permission to trade for this account.',
  orderUnderProcessingOrProcessed: 'The order is being processed or has been processed, so it cannot be changed.',
  unableToReleaseHoldFund: 'The cash on hold for this order could not be released.',
  unableToReleaseFundUnits: 'The units on hold for this order could not be released.',
  orderNotFound: 'The order could not be found.',
  orderAlreadyCancelled: 'The order has already been cancelled.',
  unknown: 'The fund order could not be completed. Please try again later.',
} as const satisfies Record<FundOrderResult, string>;

const resultByCode = /* @__PURE__ */ new Map<number, FundOrderResult>(
  fundOrderResults.map((result) => [fundOrderResultCodes[result], result]),
);

/** The result a number stands for; a number the SPEC does not list reads as 'unknown'. */
export function fundOrderResultOf(code: number): FundOrderResult {
  return resultByCode.get(code) ?? 'unknown';
}

export function isFundOrderResult(value: unknown): value is FundOrderResult {
  return typeof value === 'string' && (fundOrderResults as readonly string[]).includes(value);
}
