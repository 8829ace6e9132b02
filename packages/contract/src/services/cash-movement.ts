import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { cashMovementStatuses, cashMovementTypes } from '../domain/cash/cash-movement-kinds';
import { languageSchema } from '../domain/language-schema';
import { csvExportSchema, decimalString, defineService } from '../rpc';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { currencyCodeSchema } from './currency';
import { calendarDaySchema } from './fund-definition';

/**
 * Cash movements and balances (issue 16 part 1, SPEC §2 Cashes movement, ADR 031): every line of the ledger that
 * moved an account's available cash, newest first, with the balance of its currency after it; and the balances per
 * cash currency with their total in a reporting currency. A currency outside the brand's cashCurrencies answers 422
 * with the cash code ERR003 (invalidCurrency, domain/order/cash-results); a cursor this list did not give out, or a
 * date range that ends before it starts, answers 400 with a field error.
 */

/** The account an operation acts for: the session's own, or an advisee of an advisor's session (ARCHITECTURE §5). */
const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('gateway') };

export const maximumCashMovementPageSize = 100;
export const defaultCashMovementPageSize = 20;
/** The most lines one CSV export holds (newest first). */
export const maximumCashMovementExportRows = 10_000;

export const cashMovementTypeSchema = z.enum(cashMovementTypes);

export const cashMovementSchema = z.object({
  /** The ledger journal the line belongs to. */
  journalId: z.string(),
  /** The line's position in its journal. */
  lineNumber: z.number().int(),
  /** When it was posted (the ledger's instant). */
  at: instantSchema,
  type: cashMovementTypeSchema,
  /** The journal kind as the ledger names it (`stockOrder.hold`); its words are domain/cash/cash-movement-kinds. */
  kind: z.string(),
  /** The business key the journal carries: an order id, a request id, a trade id. */
  reference: z.string(),
  currency: currencyCodeSchema,
  /** Signed: positive came into the available balance, negative left it. */
  amount: decimalString,
  /** The available balance of the currency right after this line. */
  balance: decimalString,
  /** `held` for a line that put money on hold, `released` for one that gave a hold back; else null. */
  status: z.enum(cashMovementStatuses).nullable(),
});
export type CashMovement = z.infer<typeof cashMovementSchema>;

const movementFilterShape = {
  ...accountKeyShape,
  /** One of the brand's cash currencies; all of them when left out. */
  currency: currencyCodeSchema.optional(),
  /** Only these types; every type when empty. */
  types: z.array(cashMovementTypeSchema).max(cashMovementTypes.length).default([]),
  /** Posted on or after this Hong Kong day. */
  fromDate: calendarDaySchema.optional(),
  /** Posted on or before this Hong Kong day. */
  toDate: calendarDaySchema.optional(),
};

export const cashMovementPageSchema = z.object({
  movements: z.array(cashMovementSchema),
  /** Give it back for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CashMovementPage = z.infer<typeof cashMovementPageSchema>;

export const cashMovementBalanceSchema = z.object({
  currency: currencyCodeSchema,
  available: decimalString,
  onHold: decimalString,
  /** Stock sale proceeds in available that have not settled yet: they may buy, not leave. */
  unsettled: decimalString,
  /** What may leave: available minus unsettled, never below zero. */
  withdrawable: decimalString,
  /** Units of the reporting currency one unit of this currency is worth; null without a rate. */
  rate: decimalString.nullable(),
  /** When that rate was set; null without a rate. */
  rateTime: instantSchema.nullable(),
});
export type CashMovementBalance = z.infer<typeof cashMovementBalanceSchema>;

export const cashBalancesSchema = z.object({
  reportingCurrency: currencyCodeSchema,
  balances: z.array(cashMovementBalanceSchema),
  /**
   * Available plus on hold of every currency, converted at its rate, in the reporting currency (unrounded); null when
   * a currency with a balance has no rate to the reporting currency.
   */
  total: decimalString.nullable(),
  /** The oldest rate the total used; null when it used none (every balance already in the reporting currency). */
  rateTime: instantSchema.nullable(),
});
export type CashBalances = z.infer<typeof cashBalancesSchema>;

export const cashMovementService = defineService('cashMovement', {
  searchCashMovements: {
    auth: { kind: 'session' },
    feature: brandFeatures.cash,
    actsFor: 'accountCode',
    summary:
      "The account's cash movements, newest first, filtered by currency, type and Hong Kong day range; each with the " +
      `available balance of its currency after it. Keyset paged by an opaque cursor, at most ${maximumCashMovementPageSize} a page.`,
    input: z
      .object({
        ...movementFilterShape,
        cursor: z.string().max(1000).optional(),
        pageSize: z.number().int().min(1).max(maximumCashMovementPageSize).default(defaultCashMovementPageSize),
      })
      .strict(),
    output: cashMovementPageSchema,
  },
  cashBalances: {
    auth: { kind: 'session' },
    feature: brandFeatures.cash,
    actsFor: 'accountCode',
    summary:
      "The account's balance in each of the brand's cash currencies (available, on hold, unsettled, withdrawable) and " +
      'their total in the reporting currency (the requested one when the brand lists it, else the fall-back of SPEC ' +
      '§9), with each rate used and its time.',
    input: z.object({ ...accountKeyShape, reportingCurrency: currencyCodeSchema.optional() }).strict(),
    output: cashBalancesSchema,
  },
  exportCashMovements: {
    auth: { kind: 'session' },
    feature: brandFeatures.cash,
    actsFor: 'accountCode',
    summary: `The filtered movements as a CSV file (UTF-8 with a byte-order mark, headers in the given language), newest first, at most ${maximumCashMovementExportRows} rows.`,
    input: z.object({ ...movementFilterShape, language: languageSchema.default('en') }).strict(),
    output: csvExportSchema,
  },
});
