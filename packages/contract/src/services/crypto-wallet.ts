import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { taxCountryCodes } from '../domain/accounts/tax-residence';
import { onChainDirections, onChainStatuses } from '../domain/crypto/on-chain-movement';
import { languageSchema } from '../domain/language-schema';
import { csvExportSchema, decimalString, defineService } from '../rpc';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { cryptoAssetCodeSchema } from './crypto-market';
import { cryptoNetworkIdSchema } from './crypto-withdrawal';

/*
 * Crypto deposits, declared wallets and the wallet history (issue 18 parts 4 and 6, ADR 043). A deposit address is
 * issued once per account and network (ERC-20 tokens share the Ethereum address; the XRP Ledger's is a shared address
 * and the account's destination tag). An incoming transfer gathers confirmations on the server clock and is credited
 * once it has the network's confirmations; one from an address the client has not declared, or below the minimum
 * deposit, is held until the client declares its originator (travel rule). A declared wallet is proved the client's by
 * a micro-deposit of an exact amount. A refusal answers 422 with `code` the result's name of
 * `domain/crypto/crypto-wallet-results` (VA7xx); a securities (gateway) session 403 `VIRTUAL_ASSET_SESSION_REQUIRED`.
 */

const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('fos') };

/** The wallet history's filters (the list and its CSV export): empty is every movement. */
const walletHistoryFilterShape = {
  ...accountKeyShape,
  asset: cryptoAssetCodeSchema.optional(),
  direction: z.enum(onChainDirections).optional(),
  status: z.enum(onChainStatuses).optional(),
};

const idSchema = (what: string) =>
  z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, `Not a ${what} id`);
export const cryptoDepositIdSchema = idSchema('deposit');
export const declaredWalletIdSchema = idSchema('wallet');

export const onChainMovementSchema = z.object({
  id: z.string(),
  direction: z.enum(onChainDirections),
  asset: cryptoAssetCodeSchema,
  network: cryptoNetworkIdSchema,
  amount: decimalString,
  fee: decimalString,
  counterpartyAddress: z.string(),
  memo: z.string().optional(),
  transactionHash: z.string().optional(),
  confirmations: z.number().int().min(0),
  requiredConfirmations: z.number().int().min(0),
  status: z.enum(onChainStatuses),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});

export const cryptoDepositAddressSchema = z.object({
  asset: cryptoAssetCodeSchema,
  network: cryptoNetworkIdSchema,
  address: z.string(),
  /** The XRP Ledger's destination tag: a deposit without it cannot be told apart. */
  memo: z.string().optional(),
  minimumDeposit: decimalString,
  confirmations: z.number().int().positive(),
  issuedAt: instantSchema,
});
export type CryptoDepositAddress = z.infer<typeof cryptoDepositAddressSchema>;

/** Why a confirmed deposit waits: its originator's address is not a declared wallet, or it is below the minimum. */
export const depositHoldReasons = ['undeclaredOriginator', 'belowMinimum'] as const;
export type DepositHoldReason = (typeof depositHoldReasons)[number];

export const originatorRelationships = ['family', 'friend', 'employer', 'business', 'other'] as const;

export const originatorCountrySchema = z
  .string()
  .length(2)
  .refine((code) => taxCountryCodes.includes(code), 'Choose a country from the list');

/** Who sent a held deposit: the client's own wallet (it becomes a declared wallet), or a third party. */
export const depositOriginatorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ownWallet'), label: z.string().trim().min(1).max(40) }).strict(),
  z
    .object({
      kind: z.literal('thirdParty'),
      name: z.string().trim().min(2, 'Enter the full name').max(120),
      relationship: z.enum(originatorRelationships),
      country: originatorCountrySchema,
    })
    .strict(),
]);
export type DepositOriginator = z.infer<typeof depositOriginatorSchema>;

export const cryptoDepositSchema = onChainMovementSchema.extend({
  heldReason: z.enum(depositHoldReasons).nullable(),
  /** The originator as declared (a held deposit's, once declared), or null. */
  originator: z
    .object({
      kind: z.enum(['ownWallet', 'thirdParty', 'declaredWallet']),
      name: z.string().optional(),
      relationship: z.enum(originatorRelationships).optional(),
      country: z.string().optional(),
    })
    .nullable(),
  /** The deposit proved a declared wallet (its micro-deposit). */
  walletProof: z.boolean(),
});
export type CryptoDeposit = z.infer<typeof cryptoDepositSchema>;

export const declaredWalletStatuses = ['unverified', 'proofRequested', 'verified'] as const;
export type DeclaredWalletStatus = (typeof declaredWalletStatuses)[number];

export const declaredWalletSchema = z.object({
  walletId: declaredWalletIdSchema,
  network: cryptoNetworkIdSchema,
  address: z.string(),
  label: z.string(),
  status: z.enum(declaredWalletStatuses),
  /** The micro-deposit asked for: send exactly `amount` of `asset` from the wallet to the deposit address in time. */
  proof: z
    .object({
      asset: cryptoAssetCodeSchema,
      amount: decimalString,
      depositAddress: z.string(),
      memo: z.string().optional(),
      expiresAt: instantSchema,
    })
    .nullable(),
  /**
   * An Ethereum wallet not yet verified: the message to sign with it (EIP-191 personal_sign) instead of the
   * micro-deposit; null elsewhere.
   */
  signMessage: z.string().nullable(),
  verifiedAt: instantSchema.nullable(),
  declaredAt: instantSchema,
});
export type DeclaredWallet = z.infer<typeof declaredWalletSchema>;

/** How long a micro-deposit proof stays open (server clock). */
export const walletProofValidityHours = 48;
export const maximumWalletHistoryPageSize = 100;
export const maximumWalletHistoryExportRows = 5_000;
export const maximumDeclaredWallets = 20;

export const cryptoWalletService = defineService('cryptoWallet', {
  cryptoDepositAddress: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary:
      "The account's deposit address for an asset on a network (issued once and kept; ERC-20 tokens share the " +
      "Ethereum address, the XRP Ledger's carries the account's destination tag), with the minimum deposit and the " +
      'confirmations a transfer needs before it is credited.',
    input: z.object({ ...accountKeyShape, asset: cryptoAssetCodeSchema, network: cryptoNetworkIdSchema }).strict(),
    output: z.object({ depositAddress: cryptoDepositAddressSchema }),
  },
  listCryptoDeposits: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary:
      "The account's latest incoming transfers, newest first, each with its confirmations so far, its status " +
      '(confirming, held, completed) and why a held one waits.',
    input: z
      .object({
        ...accountKeyShape,
        asset: cryptoAssetCodeSchema.optional(),
        limit: z.number().int().min(1).max(50).default(10),
      })
      .strict(),
    output: z.object({ deposits: z.array(cryptoDepositSchema), asOf: instantSchema }),
  },
  declareDepositOriginator: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary:
      'Declares where a held deposit came from (travel rule): the client’s own wallet (it becomes a declared wallet) ' +
      'or a third party (name, relationship, country); the deposit is then credited in the same transaction.',
    input: z
      .object({ ...accountKeyShape, depositId: cryptoDepositIdSchema, originator: depositOriginatorSchema })
      .strict(),
    output: z.object({ deposit: cryptoDepositSchema }),
  },
  listDeclaredWallets: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary: "The client's declared self-hosted wallets, with their proof of ownership.",
    input: z.object(accountKeyShape).strict(),
    output: z.object({ wallets: z.array(declaredWalletSchema) }),
  },
  declareWallet: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary:
      'Declares a self-hosted wallet: its network, its address (checked for its format, checksum and network) and a ' +
      'label. It is unverified until proved by a micro-deposit.',
    input: z
      .object({
        ...accountKeyShape,
        network: cryptoNetworkIdSchema,
        address: z.string().trim().min(1, 'Enter the address').max(128),
        label: z.string().trim().min(1, 'Enter a label').max(40),
      })
      .strict(),
    output: z.object({ wallet: declaredWalletSchema }),
  },
  removeDeclaredWallet: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary: 'Removes a declared wallet; later deposits from it are held until their originator is declared.',
    input: z.object({ ...accountKeyShape, walletId: declaredWalletIdSchema }).strict(),
    output: z.object({ walletId: declaredWalletIdSchema }),
  },
  requestWalletProof: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary:
      `Asks for a proof of ownership of a declared wallet: an exact small amount, unique to the request, to send from ` +
      `it to the account's deposit address within ${walletProofValidityHours} hours; that transfer verifies the wallet ` +
      'and is credited like any deposit.',
    input: z.object({ ...accountKeyShape, walletId: declaredWalletIdSchema }).strict(),
    output: z.object({ wallet: declaredWalletSchema }),
  },
  proveWalletBySignature: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary:
      "Proves an Ethereum wallet by a signature of the wallet's `signMessage` (EIP-191 personal_sign, 65 bytes " +
      'r‖s‖v in hex): the key it was made with must be the wallet address’s. Verifies the wallet.',
    input: z
      .object({
        ...accountKeyShape,
        walletId: declaredWalletIdSchema,
        signature: z
          .string()
          .trim()
          .regex(/^0x[0-9a-fA-F]{130}$/, 'A signature is 0x and 130 hexadecimal digits'),
      })
      .strict(),
    output: z.object({ wallet: declaredWalletSchema }),
  },
  cryptoWalletHistory: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary:
      'Every on-chain movement of the account (deposits and withdrawals) with its transaction hash, network, ' +
      'confirmations and status, newest first (by creation, then id), filtered; keyset paged, at most ' +
      `${maximumWalletHistoryPageSize} a page: the next page is asked with the nextCursor a page gave (null on the last).`,
    input: z
      .object({
        ...walletHistoryFilterShape,
        cursor: z.string().max(200).optional(),
        pageSize: z.number().int().min(1).max(maximumWalletHistoryPageSize).default(20),
      })
      .strict(),
    output: z.object({ movements: z.array(onChainMovementSchema), nextCursor: z.string().nullable() }),
  },
  exportCryptoWalletHistory: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary:
      'The filtered wallet history as a CSV file (UTF-8 with a byte-order mark, headers and words in the given ' +
      `language), newest first, at most ${maximumWalletHistoryExportRows} rows.`,
    input: z.object({ ...walletHistoryFilterShape, language: languageSchema.default('en') }).strict(),
    output: csvExportSchema,
  },
});
