import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { cryptoNetworkIds } from '../domain/crypto/crypto-networks';
import { clientReferenceSchema } from '../domain/order/client-reference';
import { decimalString, defineService } from '../rpc';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { cryptoAssetCodeSchema } from './crypto-market';
import { stepUpTokenSchema } from './step-up';

/*
 * Whitelisted addresses and crypto withdrawals (issue 18 part 5, ADR 044). A withdrawal goes only to an address the
 * client whitelisted (step-up, then a cooling-off of `whitelistCoolingOffHours` on the server clock before its first
 * use), sends at least the network's minimum at most at the asset's precision, pays the network fee on top (amount +
 * fee held on the ledger), counts towards the asset's daily limit (Hong Kong calendar day), and moves pending →
 * processing (broadcast, confirmations) → completed or failed; it can be cancelled while pending. A refusal answers
 * 422 with `code` the result's name of `domain/crypto/crypto-withdrawal-results` and `details: { result, resultCode }`;
 * a securities (gateway) session answers 403 `VIRTUAL_ASSET_SESSION_REQUIRED`.
 */

const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('fos') };

/** The most addresses an account may keep on its whitelist. */
export const maximumWhitelistedAddresses = 20;
/** How long a withdrawal waits (and may be cancelled) before the simulated platform sends it, server clock. */
export const cryptoWithdrawalPendingSeconds = 120;
/**
 * The simulator's documented failing destination (an EIP-55 test vector, never a client's): a withdrawal to it is
 * broadcast, then rejected by the simulated chain (failed, its hold released), so tests and journeys can show it.
 */
export const simulatorRejectedAddress = '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB';
/** The XRP Ledger's destination tag: an unsigned 32-bit number. */
export const maximumDestinationTag = 4_294_967_295;

export const cryptoWithdrawalStatuses = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;
export type CryptoWithdrawalStatus = (typeof cryptoWithdrawalStatuses)[number];

export const cryptoNetworkIdSchema = z.enum(cryptoNetworkIds);
export const whitelistedAddressIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a whitelisted address id');
export const cryptoWithdrawalIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a crypto withdrawal id');

export const whitelistedAddressSchema = z.object({
  addressId: whitelistedAddressIdSchema,
  asset: cryptoAssetCodeSchema,
  network: cryptoNetworkIdSchema,
  /** Normalised (EIP-55 mixed case, bech32 lower case). */
  address: z.string(),
  destinationTag: z.string().nullable(),
  label: z.string(),
  addedAt: instantSchema,
  /** The end of its cooling-off: withdrawals to it are accepted from then on (server clock). */
  availableFrom: instantSchema,
  ready: z.boolean(),
});
export type WhitelistedAddress = z.infer<typeof whitelistedAddressSchema>;

export const cryptoWithdrawalSchema = z.object({
  withdrawalId: cryptoWithdrawalIdSchema,
  clientReference: z.string(),
  asset: cryptoAssetCodeSchema,
  network: cryptoNetworkIdSchema,
  addressId: whitelistedAddressIdSchema,
  address: z.string(),
  destinationTag: z.string().nullable(),
  label: z.string(),
  /** What the address receives. */
  amount: decimalString,
  /** The network fee, paid on top of the amount. */
  fee: decimalString,
  /** amount + fee: what leaves the balance (held while it moves). */
  total: decimalString,
  status: z.enum(cryptoWithdrawalStatuses),
  transactionHash: z.string().nullable(),
  confirmations: z.number().int().min(0),
  requiredConfirmations: z.number().int().min(0),
  failureReason: z.string().nullable(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
  cancellable: z.boolean(),
});
export type CryptoWithdrawal = z.infer<typeof cryptoWithdrawalSchema>;

export const cryptoWithdrawalAssetSchema = z.object({
  asset: cryptoAssetCodeSchema,
  precision: z.number().int().min(0).max(18),
  available: decimalString,
  dailyLimit: decimalString,
  /** Pending, processing and completed withdrawals of today (Hong Kong calendar day). */
  usedToday: decimalString,
  leftToday: decimalString,
});
export type CryptoWithdrawalAsset = z.infer<typeof cryptoWithdrawalAssetSchema>;

export const cryptoWithdrawalService = defineService('cryptoWithdrawal', {
  cryptoWithdrawalTerms: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary:
      'What a withdrawal may send today: each asset with its available balance and its daily limit, used and left ' +
      '(Hong Kong calendar day); the cooling-off of a new address and the most addresses a whitelist keeps.',
    input: z.object({ ...accountKeyShape }).strict(),
    output: z.object({
      assets: z.array(cryptoWithdrawalAssetSchema),
      coolingOffHours: z.number().int().positive(),
      maximumAddresses: z.number().int().positive(),
      now: instantSchema,
    }),
  },
  searchWhitelistedAddresses: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary: 'The addresses on the whitelist, newest first, each with the end of its cooling-off.',
    input: z.object({ ...accountKeyShape }).strict(),
    output: z.object({ addresses: z.array(whitelistedAddressSchema) }),
  },
  addWhitelistedAddress: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary:
      'Whitelists an address for an asset on a network after checking it for the network (format, checksum, another ' +
      "network's); needs a step-up grant for virtualAssetAddress; usable after the cooling-off; a notice goes to the " +
      'registered contact.',
    input: z
      .object({
        ...accountKeyShape,
        asset: cryptoAssetCodeSchema,
        network: cryptoNetworkIdSchema,
        address: z.string().trim().min(1).max(128),
        /** The XRP Ledger's destination tag (0-4294967295), only there. */
        destinationTag: z.string().trim().max(10).optional(),
        label: z.string().trim().min(1).max(40),
        stepUpToken: stepUpTokenSchema,
      })
      .strict(),
    output: z.object({ address: whitelistedAddressSchema }),
  },
  removeWhitelistedAddress: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary: 'Removes an address from the whitelist; a withdrawal already on its way to it keeps going.',
    input: z.object({ ...accountKeyShape, addressId: whitelistedAddressIdSchema }).strict(),
    output: z.object({ addressId: whitelistedAddressIdSchema }),
  },
  placeCryptoWithdrawal: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary:
      'Withdraws an amount to a ready whitelisted address: checks the amount (precision, minimum), the daily limit ' +
      'and the balance, needs a step-up grant for virtualAssetWithdrawal, and holds amount + fee in one ' +
      'transaction. The same client reference answers the first withdrawal.',
    input: z
      .object({
        ...accountKeyShape,
        addressId: whitelistedAddressIdSchema,
        amount: z.string().trim().min(1).max(60),
        clientReference: clientReferenceSchema,
        stepUpToken: stepUpTokenSchema,
      })
      .strict(),
    output: z.object({ withdrawal: cryptoWithdrawalSchema, replayed: z.boolean() }),
  },
  cancelCryptoWithdrawal: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary: 'Cancels a pending withdrawal (not yet sent): its hold is released.',
    input: z.object({ ...accountKeyShape, withdrawalId: cryptoWithdrawalIdSchema }).strict(),
    output: z.object({ withdrawal: cryptoWithdrawalSchema }),
  },
  searchCryptoWithdrawals: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary: "The account's crypto withdrawals, newest first (at most 50), with status, hash and confirmations.",
    input: z.object({ ...accountKeyShape, asset: cryptoAssetCodeSchema.optional() }).strict(),
    output: z.object({ withdrawals: z.array(cryptoWithdrawalSchema) }),
  },
});
