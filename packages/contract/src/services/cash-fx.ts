import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { clientReferenceSchema } from '../domain/order/client-reference';
import { decimalString, defineService } from '../rpc';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { currencyCodeSchema } from './currency';

/**
 * Currency exchange within the client's own account (issue 16 part 5, ADR 034): indicative rates from the FX
 * simulator, a firm quote for an amount on one side (valid for `validitySeconds`), and its acceptance within validity
 * converting in one ledger journal. A refusal answers 422 with `code` the result's name of
 * `domain/order/fx-quote-results` (201-231, such as 'quoteExpired') or of `domain/order/cash-results` (ERR003
 * invalidCurrency, ERR004 invalidAmount), and `details: { result, resultCode }`.
 */

const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('gateway') };

export const fxQuoteIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not an FX quote id');

/** Which side the client typed: the amount sold (the bought amount follows) or the amount bought. */
export const fxAmountSides = ['sell', 'buy'] as const;
export type FxAmountSide = (typeof fxAmountSides)[number];

/** One direction's indicative rate: units of `buy` the client gets for one unit of `sell` (the bid), and the mid. */
export const fxIndicativeRateSchema = z.object({
  sell: currencyCodeSchema,
  buy: currencyCodeSchema,
  rate: decimalString,
  midRate: decimalString,
  /** Bid to ask, in basis points of the mid (half on each side). */
  spreadBasisPoints: z.number().int().nonnegative(),
});
export type FxIndicativeRate = z.infer<typeof fxIndicativeRateSchema>;

export const fxBalanceSchema = z.object({
  currency: currencyCodeSchema,
  precision: z.number().int().min(0).max(8),
  available: decimalString,
  /** What an exchange may sell: available less unsettled sale proceeds (ADR 034). */
  exchangeable: decimalString,
});
export type FxBalance = z.infer<typeof fxBalanceSchema>;

export const fxQuoteSchema = z.object({
  quoteId: fxQuoteIdSchema,
  sellCurrency: currencyCodeSchema,
  buyCurrency: currencyCodeSchema,
  sellAmount: decimalString,
  buyAmount: decimalString,
  amountSide: z.enum(fxAmountSides),
  /** Units of buyCurrency per unit of sellCurrency: the client's side of bid/ask. */
  rate: decimalString,
  midRate: decimalString,
  rateTime: instantSchema,
  quotedAt: instantSchema,
  expiresAt: instantSchema,
  validitySeconds: z.number().int().positive(),
  /**
   * How the computed side was rounded to its currency's precision: the bought amount down ('buyRoundedDown') when the
   * client gave the amount sold, the sold amount up ('sellRoundedUp') when the client gave the amount bought.
   */
  rounding: z.enum(['buyRoundedDown', 'sellRoundedUp']),
});
export type FxQuote = z.infer<typeof fxQuoteSchema>;

export const fxConversionSchema = z.object({
  conversionId: z.string(),
  quoteId: fxQuoteIdSchema,
  clientReference: z.string(),
  sellCurrency: currencyCodeSchema,
  buyCurrency: currencyCodeSchema,
  sellAmount: decimalString,
  buyAmount: decimalString,
  rate: decimalString,
  convertedAt: instantSchema,
});
export type FxConversion = z.infer<typeof fxConversionSchema>;

export const maximumFxConversionsListed = 20;

export const cashFxService = defineService('cashFx', {
  fxBoard: {
    auth: { kind: 'session' },
    feature: brandFeatures.fx,
    actsFor: 'accountCode',
    summary:
      'The exchange page: the brand’s cash currencies with the caller’s balances, the indicative rate of every ' +
      'pair of them at the server clock with its time, and the terms of a quote (validity, tolerance, limits).',
    input: z.object({ ...accountKeyShape }).strict(),
    output: z.object({
      balances: z.array(fxBalanceSchema),
      rates: z.array(fxIndicativeRateSchema),
      rateTime: instantSchema,
      validitySeconds: z.number().int().positive(),
      /** How far (basis points) the rate may move between quote and acceptance. */
      toleranceBasisPoints: z.number().int().nonnegative(),
      /** The least and most one exchange may sell, in HKD equivalent. */
      minimumHkd: decimalString,
      maximumHkd: decimalString,
    }),
  },
  requestFxQuote: {
    auth: { kind: 'session' },
    feature: brandFeatures.fx,
    actsFor: 'accountCode',
    summary:
      'A firm quote for an amount sold or bought, stored and valid for validitySeconds; the computed amount is ' +
      'rounded to its currency’s precision in the house’s favour (stated in `rounding`).',
    input: z
      .object({
        ...accountKeyShape,
        sellCurrency: currencyCodeSchema,
        buyCurrency: currencyCodeSchema,
        amount: z.string().max(40),
        amountSide: z.enum(fxAmountSides),
      })
      .strict(),
    output: z.object({ quote: fxQuoteSchema }),
  },
  acceptFxQuote: {
    auth: { kind: 'session' },
    feature: brandFeatures.fx,
    actsFor: 'accountCode',
    summary:
      'Converts at a quote within its validity in one ledger journal (cashFx.convert, reference the quote id); ' +
      'quoteExpired, quoteAlreadyUsed, rateMoved or insufficientBalance convert nothing. A retried client reference ' +
      'answers the first conversion.',
    input: z.object({ ...accountKeyShape, quoteId: fxQuoteIdSchema, clientReference: clientReferenceSchema }).strict(),
    output: z.object({ conversion: fxConversionSchema, balances: z.array(fxBalanceSchema), replayed: z.boolean() }),
  },
  fxConversions: {
    auth: { kind: 'session' },
    feature: brandFeatures.fx,
    actsFor: 'accountCode',
    summary: `The account's currency exchanges, newest first (at most ${maximumFxConversionsListed}).`,
    input: z.object({ ...accountKeyShape }).strict(),
    output: z.object({ conversions: z.array(fxConversionSchema) }),
  },
});
