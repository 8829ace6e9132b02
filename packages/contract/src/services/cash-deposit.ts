import { z } from 'zod';
import { brandCurrencies } from '../brands/brand';
import { brandFeatures } from '../domain/brand-features';
import { clientReferenceSchema } from '../domain/order/client-reference';
import { rankOf } from '../domain/roles';
import { decimalString, defineService } from '../rpc';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { calendarDaySchema } from './fund-definition';

/**
 * Cash top-up (issue 16 part 2; SPEC §2 Cashes with top-up, §4 cash movement statuses, §8 ERR400-ERR406): a deposit
 * request with an amount, a currency of the brand's cashCurrencies, a method and a proof of payment; the brand's
 * receiving bank accounts and FPS identifier; the back office (a simulator job on the server clock, or an admin)
 * accepts or rejects it, and acceptance credits the ledger once. A refusal answers 422 with `code` the result's name
 * of `domain/order/deposit-results` ('proofTypeNotAllowed') and `details: { result, resultCode }` ('ERR402').
 */

const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('gateway') };

/** The methods a client chooses on the form; eDDA deposits are made on their own page (services/cash-edda). */
export const depositFormMethods = ['bankTransfer', 'fps', 'cheque'] as const;
/** Every deposit method (ADR 032): the form's, and a direct debit against an eDDA authorisation. */
export const depositMethods = [...depositFormMethods, 'edda'] as const;
export type DepositMethod = (typeof depositMethods)[number];

/** SPEC §4 cash movement statuses, as a deposit request goes through them. */
export const depositStatuses = ['pending', 'processing', 'accept', 'reject', 'cancel'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

/** A proof of payment is a PNG or JPEG image or a PDF, recognised from its bytes (ADR 023), of at most 5 MB. */
export const depositProofTypes = ['png', 'jpeg', 'pdf'] as const;
export type DepositProofType = (typeof depositProofTypes)[number];
export const maximumDepositProofBytes = 5 * 1024 * 1024;
/**
 * The longest base64 a submission may carry, checked before decoding: that of a 6 MB file, so a proof somewhat over
 * 5 MB is decoded and answered proofTooLarge (ERR403) and anything far larger is refused unread (400, or 413 beyond
 * the body limit).
 */
export const maximumDepositProofBase64Length = Math.ceil((6 * 1024 * 1024) / 3) * 4;
/** The request body of a submission: the proof's base64 and room for the rest (the server's limit for this call). */
export const depositSubmissionBodyLimitBytes = maximumDepositProofBase64Length + 64 * 1024;

export const depositRequestIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a deposit request id');

const localisedTextSchema = z.object({ en: z.string(), 'zh-HK': z.string(), 'zh-CN': z.string() });

export const receivingBankAccountSchema = z.object({
  currency: z.enum(brandCurrencies),
  bankName: localisedTextSchema,
  bankCode: z.string(),
  accountName: localisedTextSchema,
  accountNumber: z.string(),
});
export type ReceivingBankAccountView = z.infer<typeof receivingBankAccountSchema>;

export const depositProofSchema = z.object({
  fileName: z.string(),
  fileType: z.enum(depositProofTypes),
  sizeBytes: z.number().int().nonnegative(),
  /** GET: the proof's bytes, for its owner (or an advisor acting for them) only. */
  downloadUrl: z.string(),
});
export type DepositProof = z.infer<typeof depositProofSchema>;

export const depositRequestSchema = z.object({
  requestId: depositRequestIdSchema,
  clientReference: z.string(),
  accountCode: z.string(),
  method: z.enum(depositMethods),
  currency: z.enum(brandCurrencies),
  amount: decimalString,
  status: z.enum(depositStatuses),
  submittedAt: instantSchema,
  /** Submitted at or after the brand's deposit cut-off time (or on a non-business day): it counts for the next one. */
  afterCutOff: z.boolean(),
  /** The business day the amount is expected on the account (Asia/Hong_Kong). */
  expectedCreditDate: calendarDaySchema,
  processingAt: instantSchema.nullable(),
  decidedAt: instantSchema.nullable(),
  /** Why the back office rejected it (or an operator's note on an acceptance). */
  reason: z.string().nullable(),
  cancelledAt: instantSchema.nullable(),
  cancellable: z.boolean(),
  /** The direct debit authorisation an eDDA deposit was made against. */
  ddaReference: z.string().nullable(),
  proof: depositProofSchema.nullable(),
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;

export const maximumDepositRequestsListed = 100;

export const depositProofUploadSchema = z
  .object({
    fileName: z.string().trim().min(1).max(200),
    /** The file's bytes in base64; its length is checked before it is decoded. */
    content: z
      .string()
      .max(maximumDepositProofBase64Length, 'The proof of payment is far larger than 5 MB')
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The proof of payment is not base64'),
  })
  .strict();

export const cashDepositService = defineService('cashDeposit', {
  depositInstructions: {
    auth: { kind: 'session' },
    feature: brandFeatures.cashTopUp,
    actsFor: 'accountCode',
    summary:
      'What the deposit form and the instruction page show: the currencies and methods, the cut-off time with the ' +
      'expected credit date of a request made now, the proof rules, the receiving bank accounts and the FPS identifier.',
    input: z.object({ ...accountKeyShape }).strict(),
    output: z.object({
      /** Each cash currency with its precision and the account's available balance in it now. */
      currencies: z.array(
        z.object({
          currency: z.enum(brandCurrencies),
          precision: z.number().int().nonnegative(),
          available: decimalString,
        }),
      ),
      methods: z.array(z.enum(depositFormMethods)),
      /** The cash currencies FPS pays in (HKD and CNY): an FPS deposit in another is methodNotAvailable (ERR400). */
      fpsCurrencies: z.array(z.enum(brandCurrencies)),
      cutOffTime: z.string(),
      timeZone: z.string(),
      now: instantSchema,
      afterCutOff: z.boolean(),
      expectedCreditDate: calendarDaySchema,
      proofTypes: z.array(z.enum(depositProofTypes)),
      maximumProofBytes: z.number().int().positive(),
      bankAccounts: z.array(receivingBankAccountSchema),
      fpsIdentifier: z.string(),
      fpsName: localisedTextSchema,
    }),
  },
  submitDepositRequest: {
    auth: { kind: 'session' },
    feature: brandFeatures.cashTopUp,
    actsFor: 'accountCode',
    bodyLimitBytes: depositSubmissionBodyLimitBytes,
    summary:
      'Makes a pending deposit request with its proof of payment (PNG, JPEG or PDF by content, at most 5 MB); a ' +
      'retried client reference answers the first request. Nothing is credited until the back office accepts it.',
    input: z
      .object({
        ...accountKeyShape,
        clientReference: clientReferenceSchema,
        amount: z.string().max(40),
        currency: z.string().max(8),
        method: z.enum(depositFormMethods),
        proof: depositProofUploadSchema.optional(),
      })
      .strict(),
    output: z.object({ request: depositRequestSchema, replayed: z.boolean() }),
  },
  myDepositRequests: {
    auth: { kind: 'session' },
    feature: brandFeatures.cashTopUp,
    actsFor: 'accountCode',
    summary: `The account's deposit requests, newest first (at most ${maximumDepositRequestsListed}).`,
    input: z.object({ ...accountKeyShape }).strict(),
    output: z.object({ requests: z.array(depositRequestSchema) }),
  },
  cancelDepositRequest: {
    auth: { kind: 'session' },
    feature: brandFeatures.cashTopUp,
    actsFor: 'accountCode',
    summary:
      'Cancels a pending deposit request (nothing is credited); requestNotFound (ERR404) or notCancellable (ERR405).',
    input: z.object({ ...accountKeyShape, requestId: depositRequestIdSchema }).strict(),
    output: z.object({ request: depositRequestSchema }),
  },
  decideDepositRequest: {
    auth: { kind: 'rank', minimumRank: rankOf.admin },
    feature: brandFeatures.cashTopUp,
    summary:
      'The back office operator accepts (credits the ledger once) or rejects a pending or processing request, with ' +
      'a reason; alreadyDecided (ERR406) when it has ended.',
    input: z
      .object({
        requestId: depositRequestIdSchema,
        decision: z.enum(['accept', 'reject']),
        reason: z.string().trim().min(1).max(200),
      })
      .strict(),
    output: z.object({ request: depositRequestSchema }),
  },
});
