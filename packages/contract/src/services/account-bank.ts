import { z } from 'zod';
import { brandCurrencies } from '../brands/brand';
import { brandFeatures } from '../domain/brand-features';
import {
  accountNumberProblem,
  fpsProxyTypeOf,
  fpsProxyTypes,
  hongKongBankOf,
  isBranchCode,
} from '../domain/accounts/hong-kong-banks';
import { rankOf } from '../domain/roles';
import { defineService } from '../rpc';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { bankAccountIdSchema } from './cash-withdrawal';
import { stepUpTokenSchema } from './step-up';

/**
 * Registered bank accounts (issue 17 part 3, ADR 039; SPEC §2 /accounts/bank, §3 bankAccountEditable): where the
 * client's withdrawals may go. The client adds one with a bank statement (PNG, JPEG or PDF by its bytes, at most 5 MB)
 * and a step-up (action `bankAccount`); it stays pending until the operator (an admin, or the back-office simulator on
 * the server clock) verifies or rejects it; only verified accounts are offered for withdrawals. Removing one needs a
 * step-up too. Advisee sessions may read, not change: only the client says where money goes. Malformed input (a bank
 * not listed, a branch code that is not three digits, an account number of the wrong length, an FPS proxy that is none,
 * a statement that is not what its name says) is a 400 field error, and nothing is written.
 */

const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('gateway') };

/** pending → verified | rejected; a pending or verified one may be removed by its client. */
export const bankAccountStatuses = ['pending', 'verified', 'rejected', 'removed'] as const;
export type BankAccountStatus = (typeof bankAccountStatuses)[number];

/** A bank statement is a PNG or JPEG image or a PDF, recognised from its bytes (ADR 023), of at most 5 MB. */
export const bankStatementTypes = ['png', 'jpeg', 'pdf'] as const;
export type BankStatementType = (typeof bankStatementTypes)[number];
export const maximumBankStatementBytes = 5 * 1024 * 1024;
/** The longest base64 accepted before decoding (that of a 6 MB file; ADR 032's bound). */
export const maximumBankStatementBase64Length = Math.ceil((6 * 1024 * 1024) / 3) * 4;
export const bankAccountSubmissionBodyLimitBytes = maximumBankStatementBase64Length + 64 * 1024;

const localisedNameSchema = z.object({ en: z.string(), 'zh-HK': z.string(), 'zh-CN': z.string() });

export const bankAccountViewSchema = z.object({
  bankAccountId: bankAccountIdSchema,
  bankCode: z.string(),
  bankName: localisedNameSchema,
  branchCode: z.string().nullable(),
  /** '•••• 6789': never the whole number. */
  maskedAccountNumber: z.string(),
  accountHolder: z.string(),
  currency: z.string(),
  maskedFpsProxy: z.string().nullable(),
  status: z.enum(bankAccountStatuses),
  /** Why the operator rejected it. */
  reason: z.string().nullable(),
  submittedAt: instantSchema,
  verifiedAt: instantSchema.nullable(),
  /** The client may remove it (pending or verified, and the session may change bank accounts). */
  removable: z.boolean(),
  /** The statement's file name and type, when one was uploaded (the demo's seeded accounts have none). */
  statement: z.object({ fileName: z.string(), fileType: z.enum(bankStatementTypes) }).nullable(),
});
export type BankAccountView = z.infer<typeof bankAccountViewSchema>;

export const bankStatementUploadSchema = z
  .object({
    fileName: z.string().trim().min(1).max(200),
    content: z
      .string()
      .min(1, 'Attach a bank statement')
      .max(maximumBankStatementBase64Length, 'The bank statement is far larger than 5 MB')
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The bank statement is not base64'),
  })
  .strict();

/** The new bank account's fields, each checked here (so the form and the server agree) and by the server again. */
export const newBankAccountSchema = z
  .object({
    bankCode: z
      .string()
      .max(3)
      .refine((code) => hongKongBankOf(code) !== undefined, 'Choose a bank from the list'),
    branchCode: z.string().max(3).refine(isBranchCode, 'The branch code is three digits'),
    accountNumber: z.string().max(40),
    accountHolder: z.string().trim().min(1, 'Enter the account holder').max(140),
    currency: z.enum(brandCurrencies),
    /** A Hong Kong mobile number, an e-mail address or an FPS identifier; empty or absent for none. */
    fpsProxy: z
      .string()
      .max(254)
      .optional()
      .refine((proxy) => proxy === undefined || proxy.trim() === '' || fpsProxyTypeOf(proxy) !== undefined, {
        message: 'Not a mobile number, e-mail address or FPS identifier',
      }),
  })
  .superRefine((value, context) => {
    const problem = accountNumberProblem(value.bankCode, value.accountNumber);
    if (problem === 'format' || problem === 'length') {
      const bank = hongKongBankOf(value.bankCode);
      const digits = bank?.accountNumberDigits;
      context.addIssue({
        code: 'custom',
        path: ['accountNumber'],
        message:
          problem === 'format'
            ? 'The account number is digits only'
            : `This bank's account numbers have ${String(digits?.minimum)} to ${String(digits?.maximum)} digits after the branch code`,
      });
    }
  });

export const accountBankService = defineService('accountBank', {
  bankAccountOverview: {
    auth: { kind: 'session' },
    feature: brandFeatures.accounts,
    actsFor: 'accountCode',
    summary:
      "The account's registered bank accounts (numbers masked) with their status, and what the form needs: the banks, " +
      'the cash currencies, the name an account must be in, whether this brand and session may change them.',
    input: z.object({ ...accountKeyShape }).strict(),
    output: z.object({
      bankAccounts: z.array(bankAccountViewSchema),
      banks: z.array(
        z.object({
          bankCode: z.string(),
          name: localisedNameSchema,
          accountNumberDigits: z.object({ minimum: z.number().int(), maximum: z.number().int() }),
        }),
      ),
      currencies: z.array(z.enum(brandCurrencies)),
      /** The account's name: a bank account must be in it (same words, any order; ADR 039). */
      accountName: z.string(),
      /** bankAccountEditable: the brand lets clients add and remove bank accounts here. */
      editable: z.boolean(),
      /** This session may change them: the client's own session (not an advisor's, nor an advisee session). */
      mayChange: z.boolean(),
      statementTypes: z.array(z.enum(bankStatementTypes)),
      maximumStatementBytes: z.number().int().positive(),
      fpsProxyTypes: z.array(z.enum(fpsProxyTypes)),
    }),
  },
  addBankAccount: {
    auth: { kind: 'session' },
    feature: brandFeatures.bankAccountChanges,
    actsFor: 'ownAccountCode',
    bodyLimitBytes: bankAccountSubmissionBodyLimitBytes,
    summary:
      'Registers a bank account (pending until the operator verifies it) with its bank statement; needs a step-up ' +
      'grant for `bankAccount` (403 STEP_UP_REQUIRED). 409 BANK_ACCOUNT_DUPLICATE for one already registered.',
    input: z
      .object({
        ...accountKeyShape,
        bankAccount: newBankAccountSchema,
        statement: bankStatementUploadSchema,
        stepUpToken: stepUpTokenSchema,
      })
      .strict(),
    output: z.object({ bankAccount: bankAccountViewSchema }),
  },
  removeBankAccount: {
    auth: { kind: 'session' },
    feature: brandFeatures.bankAccountChanges,
    actsFor: 'ownAccountCode',
    summary:
      'Removes a pending or verified bank account (withdrawals no longer offer it); needs a step-up grant for ' +
      '`bankAccount`. 404 for an unknown id or another client’s, 422 BANK_ACCOUNT_NOT_REMOVABLE once removed or rejected.',
    input: z
      .object({ ...accountKeyShape, bankAccountId: bankAccountIdSchema, stepUpToken: stepUpTokenSchema })
      .strict(),
    output: z.object({ bankAccount: bankAccountViewSchema }),
  },
  reviewBankAccount: {
    auth: { kind: 'rank', minimumRank: rankOf.admin },
    feature: brandFeatures.accounts,
    summary:
      "The operator's step (admin rank): verify a pending bank account (withdrawals may then use it) or reject it " +
      'with a reason. 422 BANK_ACCOUNT_ALREADY_REVIEWED when it is no longer pending.',
    input: z
      .object({
        bankAccountId: bankAccountIdSchema,
        decision: z.enum(['verify', 'reject']),
        reason: z.string().trim().max(200).optional(),
      })
      .strict(),
    output: z.object({ bankAccount: bankAccountViewSchema }),
  },
});

/** The codes of the service's refusals besides field errors (the web has a text for each). */
export const accountBankErrorCodes = {
  duplicate: 'BANK_ACCOUNT_DUPLICATE',
  notRemovable: 'BANK_ACCOUNT_NOT_REMOVABLE',
  alreadyReviewed: 'BANK_ACCOUNT_ALREADY_REVIEWED',
  readOnlySession: 'BANK_ACCOUNT_READ_ONLY_SESSION',
  notFound: 'BANK_ACCOUNT_NOT_FOUND',
} as const;
