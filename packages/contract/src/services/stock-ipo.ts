import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { clientReferenceSchema } from '../domain/order/client-reference';
import {
  ipoApplicationStatusCodes,
  ipoApplicationTypes,
  type IpoApplicationStatus,
  type IpoApplicationStatusCode,
} from '../domain/stock/ipo';
import { decimalString, defineService } from '../rpc';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { currencyCodeSchema } from './currency';
import { calendarDaySchema, fundNamesSchema } from './fund-definition';

/**
 * IPOs (issue 15 part 6; SPEC §3 IPO application types, §4 IPO statuses, §8 ERR500-ERR519 and ERR600-ERR606):
 * offerings open, upcoming and closed, with their allotment table and prospectus; applications of type Cash,
 * Proportion or Finance for a quantity of the allotment table, held on the ledger until the result day, cancellable
 * until closing. A refusal answers 422 with `code` the result's name of `domain/order/ipo-results` (such as
 * 'insufficientFund') and `details: { result, resultCode }` ('ERR506').
 */

/** IPOs are for gateway clients; the source says which login. */
const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('gateway') };

const idSchema = (what: string) =>
  z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, `Not ${what}`);
export const ipoOfferingIdSchema = idSchema('an IPO offering id');
export const ipoApplicationIdSchema = idSchema('an IPO application id');

/** Where an offering is on the server clock: before its opening, open for applications, or closed. */
export const ipoPhases = ['upcoming', 'open', 'closed'] as const;
export type IpoPhase = (typeof ipoPhases)[number];

/** SPEC §3 IPO application types (domain/stock/ipo): all in cash, a chosen deposit share, or a chosen margin loan. */
export const ipoApplicationTypeNames = ipoApplicationTypes;
export type IpoApplicationTypeName = (typeof ipoApplicationTypeNames)[number];

/**
 * An application's status, by name, with the SPEC §4 letter it stands for: pending (P, cancellable until closing),
 * submitted (S, sent at closing), completing (C), completed (A, allotted or not on the result day), deleted (D,
 * cancelled by the client), rejected (R), errored (E).
 */
export const ipoApplicationStatusNames = [
  'pending',
  'submitted',
  'rejected',
  'completing',
  'completed',
  'errored',
  'deleted',
] as const satisfies readonly IpoApplicationStatus[];
export type IpoApplicationStatusName = (typeof ipoApplicationStatusNames)[number];
const statusLetters = Object.values(ipoApplicationStatusCodes) as [
  IpoApplicationStatusCode,
  ...IpoApplicationStatusCode[],
];

/** Names in the three languages of SPEC §1. */
export const ipoNamesSchema = fundNamesSchema;

/** One line of the allotment table: a quantity one may apply for and the amount payable on it (fees included). */
export const allotmentLineSchema = z.object({ quantity: decimalString, amount: decimalString });
export type AllotmentLine = z.infer<typeof allotmentLineSchema>;

export const ipoOfferingSummarySchema = z.object({
  offeringId: ipoOfferingIdSchema,
  /** The stock it lists as (`HKEX-09901`). */
  stockId: z.string(),
  exchange: z.string(),
  code: z.string(),
  names: ipoNamesSchema,
  sector: z.string(),
  currency: currencyCodeSchema,
  offerPriceLow: decimalString,
  offerPriceHigh: decimalString,
  /** Known from the result day on. */
  finalPrice: decimalString.nullable(),
  boardLot: z.number().int().positive(),
  /** The first line of the allotment table. */
  minimumQuantity: decimalString,
  minimumAmount: decimalString,
  openAt: instantSchema,
  closeAt: instantSchema,
  resultAt: instantSchema,
  listingDate: calendarDaySchema,
  phase: z.enum(ipoPhases),
  resultAnnounced: z.boolean(),
  financeAvailable: z.boolean(),
  /** The caller's live application for it, if any. */
  applicationId: ipoApplicationIdSchema.nullable(),
});
export type IpoOfferingSummary = z.infer<typeof ipoOfferingSummarySchema>;

export const ipoOfferingDetailSchema = ipoOfferingSummarySchema.extend({
  allotmentTable: z.array(allotmentLineSchema),
  publicOfferShares: decimalString,
  /** Per application, in the offering's currency. */
  cashHandlingFee: decimalString,
  financeHandlingFee: decimalString,
  /** The least deposit of a Finance application, percent of the amount (the loan is at most the rest). */
  financeDepositPercent: decimalString,
  /** The deposit percents a Proportion application may choose. */
  proportionDepositPercents: z.array(decimalString),
  /** Yearly, percent; interest = loan × rate ÷ 100 × financeDays ÷ 365, half up to the cent. */
  financeInterestRate: decimalString,
  financeDays: z.number().int().nonnegative(),
  /** The prospectus PDF (GET; `?language=` en, zh-HK or zh-CN, else the reader's language). */
  prospectusUrl: z.string(),
  /** The caller's cash in the offering's currency. */
  cash: z.object({ available: decimalString, onHold: decimalString }),
});
export type IpoOfferingDetail = z.infer<typeof ipoOfferingDetailSchema>;

export const ipoApplicationSchema = z.object({
  applicationId: ipoApplicationIdSchema,
  clientReference: z.string(),
  accountCode: z.string(),
  offeringId: ipoOfferingIdSchema,
  stockId: z.string(),
  code: z.string(),
  names: ipoNamesSchema,
  currency: currencyCodeSchema,
  applicationType: z.enum(ipoApplicationTypeNames),
  status: z.enum(ipoApplicationStatusNames),
  /** SPEC §4 letter of the status. */
  statusCode: z.enum(statusLetters),
  quantity: decimalString,
  /** The allotment table's amount for the quantity. */
  amount: decimalString,
  depositPercent: decimalString,
  depositAmount: decimalString,
  loanAmount: decimalString,
  interestRate: decimalString,
  interestAmount: decimalString,
  handlingFee: decimalString,
  /** What the application holds on the ledger: deposit + interest + handling fee. */
  holdAmount: decimalString,
  allottedQuantity: decimalString.nullable(),
  finalPrice: decimalString.nullable(),
  /** The allotted shares at the final price, brokerage and levies included. */
  chargeAmount: decimalString.nullable(),
  /** What the client paid from the hold: the charge up to the deposit, the interest and the fee. */
  paidAmount: decimalString.nullable(),
  refundAmount: decimalString.nullable(),
  /** The margin loan left when the charge passed the deposit. */
  loanOutstanding: decimalString.nullable(),
  appliedAt: instantSchema,
  closeAt: instantSchema,
  resultAt: instantSchema,
  submittedAt: instantSchema.nullable(),
  resultProcessedAt: instantSchema.nullable(),
  cancelledAt: instantSchema.nullable(),
  cancellable: z.boolean(),
});
export type IpoApplication = z.infer<typeof ipoApplicationSchema>;

export const maximumIpoApplicationsListed = 100;

export const stockIpoService = defineService('stockIpo', {
  listIpos: {
    auth: { kind: 'session' },
    feature: brandFeatures.ipo,
    actsFor: 'accountCode',
    summary: 'The IPO offerings, open first then upcoming then closed (or one phase), with the caller’s application.',
    input: z.object({ ...accountKeyShape, phase: z.enum(ipoPhases).optional() }).strict(),
    output: z.object({ offerings: z.array(ipoOfferingSummarySchema) }),
  },
  ipoDetail: {
    auth: { kind: 'session' },
    feature: brandFeatures.ipo,
    actsFor: 'accountCode',
    summary:
      'One offering with its allotment table, fees, financing terms, prospectus link and the caller’s cash in its ' +
      'currency; ipoNotFound (422 ERR500) for an unknown offering.',
    input: z.object({ ...accountKeyShape, offeringId: ipoOfferingIdSchema }).strict(),
    output: ipoOfferingDetailSchema,
  },
  applyIpo: {
    auth: { kind: 'session' },
    feature: brandFeatures.ipoApplication,
    actsFor: 'accountCode',
    summary:
      'Applies for a quantity of the allotment table; the deposit (all of the amount for Cash), the interest and the ' +
      'handling fee are held at once. One live application per offering; a retried reference answers the first.',
    input: z
      .object({
        ...accountKeyShape,
        clientReference: clientReferenceSchema,
        offeringId: ipoOfferingIdSchema,
        applicationType: z.enum(ipoApplicationTypeNames),
        quantity: decimalString,
        /** Proportion only: one of the offering's proportionDepositPercents. */
        depositPercent: decimalString.optional(),
        /** Finance only: the margin loan asked, at most the amount less financeDepositPercent of it. */
        loanAmount: decimalString.optional(),
      })
      .strict(),
    output: z.object({ application: ipoApplicationSchema, replayed: z.boolean() }),
  },
  cancelIpoApplication: {
    auth: { kind: 'session' },
    feature: brandFeatures.ipo,
    actsFor: 'accountCode',
    summary:
      'Cancels a pending application before closing and releases its hold; applicationNotFound, ' +
      'applicationAlreadyCancelled or cancelAfterClosing (422) otherwise.',
    input: z.object({ ...accountKeyShape, applicationId: ipoApplicationIdSchema }).strict(),
    output: z.object({ application: ipoApplicationSchema }),
  },
  myIpoApplications: {
    auth: { kind: 'session' },
    feature: brandFeatures.ipo,
    actsFor: 'accountCode',
    summary: `The account's IPO applications, newest first (at most ${maximumIpoApplicationsListed}).`,
    input: z.object({ ...accountKeyShape }).strict(),
    output: z.object({ applications: z.array(ipoApplicationSchema) }),
  },
});
