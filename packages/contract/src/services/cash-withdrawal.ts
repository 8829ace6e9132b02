import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { decimalString, defineService } from '../rpc';
import { rankOf } from '../domain/roles';
import { clientReferenceSchema } from '../domain/order/client-reference';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { currencyCodeSchema } from './currency';
import { calendarDaySchema } from './fund-definition';
import { stepUpTokenSchema } from './step-up';

/**
 * Cash withdrawals (issue 16 part 3, ADR 033). On the wire this is the `cash` service, the one SPEC §7 names for
 * retrieveFpsCurrencyList ("(cash service)"), so its paths stay /api/cash/…; in the code it is `cashWithdrawalService`,
 * implemented by the area services/cash-withdrawal. A withdrawal goes only to one of the client's registered bank
 * accounts (an id, never a typed account number), up to the withdrawable balance (available minus unsettled sale
 * proceeds), within the daily limit, and is held on the ledger at submission. It carries a step-up grant for the action
 * `withdrawal` (ADR 036; 403 STEP_UP_REQUIRED without a valid one). A refusal answers 422 with `code` the result's name
 * and `details: { result, resultCode }`: a withdrawal code ERR700-ERR709 (domain/order/withdrawal-results) or a shared
 * cash code ERR001-ERR004 (domain/order/cash-results). The same client reference answers the first withdrawal.
 */

const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('gateway') };

export const cashWithdrawalStatuses = ['pending', 'processing', 'accept', 'reject', 'cancel'] as const;
export type CashWithdrawalStatus = (typeof cashWithdrawalStatuses)[number];

/** How the money is sent: a bank transfer (CHATS/telegraphic) or the Faster Payment System to the account's proxy. */
export const cashWithdrawalMethods = ['bankTransfer', 'fps'] as const;
export type CashWithdrawalMethod = (typeof cashWithdrawalMethods)[number];

export const withdrawalIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a withdrawal id');

export const bankAccountIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a bank account id');

/** A registered bank account as the client sees it: the number masked, never in full. */
export const registeredBankAccountSchema = z.object({
  bankAccountId: bankAccountIdSchema,
  bankName: z.string(),
  /** The bank's three-digit Hong Kong bank code ('004'). */
  bankCode: z.string(),
  /** '•••• 5678'. */
  maskedAccountNumber: z.string(),
  accountHolder: z.string(),
  currency: currencyCodeSchema,
  /** The FPS proxy, masked; null when the account takes no FPS payments. */
  maskedFpsProxy: z.string().nullable(),
});
export type RegisteredBankAccount = z.infer<typeof registeredBankAccountSchema>;

/** One currency of the withdrawal form: the balances and what is left of the day's limit. */
export const withdrawalCurrencyTermsSchema = z.object({
  currency: currencyCodeSchema,
  precision: z.number().int().min(0).max(8),
  available: decimalString,
  onHold: decimalString,
  unsettled: decimalString,
  /** available − unsettled, at least 0. */
  withdrawable: decimalString,
  dailyLimit: decimalString,
  /** Pending, processing and accepted withdrawals of the processing day. */
  usedToday: decimalString,
  /** dailyLimit − usedToday, at least 0. */
  limitLeft: decimalString,
  /** The most that may be asked now: min(withdrawable, limitLeft). */
  maximum: decimalString,
});
export type WithdrawalCurrencyTerms = z.infer<typeof withdrawalCurrencyTermsSchema>;

export const withdrawalTermsSchema = z.object({
  bankAccounts: z.array(registeredBankAccountSchema),
  currencies: z.array(withdrawalCurrencyTermsSchema),
  /** The currencies FPS withdrawals may use (retrieveFpsCurrencyList); empty where the brand has no eDDA/FPS. */
  fpsCurrencies: z.array(currencyCodeSchema),
  /** The brand's withdraw cut-off time, HH:mm Asia/Hong_Kong. */
  cutOffTime: z.string(),
  /** Now is past today's cut-off (or today is not a business day): a new withdrawal is processed the next one. */
  afterCutOff: z.boolean(),
  /** The business day a withdrawal made now is processed on (the expected date the money arrives). */
  processingDate: calendarDaySchema,
});
export type WithdrawalTerms = z.infer<typeof withdrawalTermsSchema>;

export const cashWithdrawalSchema = z.object({
  withdrawalId: withdrawalIdSchema,
  clientReference: z.string(),
  accountCode: z.string(),
  method: z.enum(cashWithdrawalMethods),
  currency: currencyCodeSchema,
  amount: decimalString,
  status: z.enum(cashWithdrawalStatuses),
  bankAccount: registeredBankAccountSchema,
  processingDate: calendarDaySchema,
  /** Why the bank returned it (reject); null otherwise. */
  rejectReason: z.string().nullable(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
  cancellable: z.boolean(),
});
export type CashWithdrawal = z.infer<typeof cashWithdrawalSchema>;

export const submittedWithdrawalSchema = z.object({
  result: z.literal('success'),
  resultCode: z.literal(0),
  withdrawal: cashWithdrawalSchema,
  replayed: z.boolean(),
});
export type SubmittedWithdrawal = z.infer<typeof submittedWithdrawalSchema>;

export const maximumWithdrawalPageSize = 50;

export const cashWithdrawalPageSchema = z.object({
  withdrawals: z.array(cashWithdrawalSchema),
  nextCursor: z.string().nullable(),
});
export type CashWithdrawalPage = z.infer<typeof cashWithdrawalPageSchema>;

/** The back-office operator's steps on a withdrawal (admin rank). */
export const withdrawalOperatorActions = ['process', 'accept', 'reject'] as const;

export const cashWithdrawalService = defineService('cash', {
  retrieveFpsCurrencyList: {
    auth: { kind: 'session' },
    feature: brandFeatures.cashFpsWithdrawal,
    summary: 'SPEC §7: the currency codes FPS withdrawals may use (HKD and CNY among the brand cashCurrencies).',
    input: z.object({}).strict(),
    output: z.object({ currencies: z.array(currencyCodeSchema) }),
  },
  withdrawalTerms: {
    auth: { kind: 'session' },
    feature: brandFeatures.cashWithdrawal,
    actsFor: 'accountCode',
    summary:
      'What the withdrawal form shows: the registered bank accounts (masked), per cash currency the balances, the ' +
      'withdrawable amount and what is left of the daily limit, the cut-off time and processing date.',
    input: z.object({ ...accountKeyShape }).strict(),
    output: withdrawalTermsSchema,
  },
  submitWithdrawal: {
    auth: { kind: 'session' },
    feature: brandFeatures.cashWithdrawal,
    actsFor: 'accountCode',
    summary:
      'Asks to withdraw cash to a registered bank account, with a step-up grant for `withdrawal` used in the ' +
      'transaction that holds it on the ledger (403 STEP_UP_REQUIRED without one). Refusals: ERR004 amount, ERR003 ' +
      'currency, ERR700-ERR709 (422). Same reference: the first withdrawal, without a new grant.',
    input: z
      .object({
        ...accountKeyShape,
        clientReference: clientReferenceSchema,
        bankAccountId: bankAccountIdSchema,
        method: z.enum(cashWithdrawalMethods).default('bankTransfer'),
        currency: z.string().min(1).max(8),
        /** A decimal string; judged by cashAmountProblem (ERR004). */
        amount: z.string().min(1).max(40),
        stepUpToken: stepUpTokenSchema,
      })
      .strict(),
    output: submittedWithdrawalSchema,
  },
  queryWithdrawals: {
    auth: { kind: 'session' },
    feature: brandFeatures.cashWithdrawal,
    actsFor: 'accountCode',
    summary: `The account's withdrawals, newest first; keyset paged, at most ${String(maximumWithdrawalPageSize)} a page.`,
    input: z
      .object({
        ...accountKeyShape,
        statuses: z.array(z.enum(cashWithdrawalStatuses)).max(cashWithdrawalStatuses.length).default([]),
        cursor: z.string().max(200).optional(),
        pageSize: z.number().int().min(1).max(maximumWithdrawalPageSize).default(20),
      })
      .strict(),
    output: cashWithdrawalPageSchema,
  },
  cancelWithdrawal: {
    auth: { kind: 'session' },
    feature: brandFeatures.cashWithdrawal,
    actsFor: 'accountCode',
    summary: 'Cancels a pending withdrawal and releases its hold (ERR001 once it is processing or done).',
    input: z.object({ ...accountKeyShape, withdrawalId: withdrawalIdSchema }).strict(),
    output: z.object({ withdrawal: cashWithdrawalSchema }),
  },
  operateWithdrawal: {
    auth: { kind: 'rank', minimumRank: rankOf.admin },
    feature: brandFeatures.cashWithdrawal,
    summary:
      "The back-office operator's step (admin rank): process a pending withdrawal, accept a processing one (the " +
      'money leaves) or reject a pending or processing one (the hold is released).',
    input: z
      .object({
        withdrawalId: withdrawalIdSchema,
        action: z.enum(withdrawalOperatorActions),
        reason: z.string().max(200).optional(),
      })
      .strict(),
    output: z.object({ withdrawal: cashWithdrawalSchema }),
  },
});
