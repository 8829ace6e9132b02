import { randomInt, randomUUID } from 'node:crypto';
import { ExactDecimal, cryptoAssetOf, walletProofValidityHours, type DeclaredWallet } from '@portal/contract';
import type { CryptoNetworkId } from '@portal/contract/domain/crypto/crypto-networks';
import type { CryptoAssetCode } from '@portal/contract/domain/crypto/crypto-assets';
import { checkAddress } from '../../platform/crypto-address/check-address';
import type { CustodyAccount } from '../../adapters/custody/custody-backend';
import { cryptoWalletRefusal, type CryptoWalletDependencies } from './crypto-wallet-dependencies';
import type { CryptoDeclaredWalletTable } from './crypto-wallet-tables';
import { depositAddressOf } from './deposit-addresses';
import { signerOf, walletSignMessage } from './message-signature';

/*
 * Declared self-hosted wallets (ADR 043): the client's own addresses, checked per network (format, checksum, network)
 * and stored normalised. A deposit from one is not held for the travel rule. Ownership is proved by a micro-deposit:
 * an exact small amount of the network's own asset, unique to the request, sent from the wallet to the account's
 * deposit address within 48 hours (server clock); the crediting run marks the wallet verified when it arrives.
 */

/** The asset a network's micro-deposit is sent in: its own coin (Tron's: USDT, the one asset it carries here). */
export const proofAssetOfNetwork: Record<CryptoNetworkId, CryptoAssetCode> = {
  bitcoin: 'BTC',
  ethereum: 'ETH',
  tron: 'USDT',
  solana: 'SOL',
  xrpl: 'XRP',
  litecoin: 'LTC',
};

function walletsOf(deps: CryptoWalletDependencies, account: CustodyAccount) {
  return deps.db
    .selectFrom('crypto_declared_wallet')
    .selectAll()
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source);
}

async function walletView(
  deps: CryptoWalletDependencies,
  row: CryptoDeclaredWalletTable,
  at: Date,
): Promise<DeclaredWallet> {
  const open =
    row.status === 'proofRequested' &&
    row.proof_asset !== null &&
    row.proof_amount !== null &&
    row.proof_expires_at !== null &&
    at.toISOString() <= row.proof_expires_at;
  let proof: DeclaredWallet['proof'] = null;
  if (open && row.proof_asset !== null && row.proof_amount !== null && row.proof_expires_at !== null) {
    const account = { accountCode: row.account_code, source: row.source };
    const address = await depositAddressOf(deps.db, deps.custody, account, row.network, at);
    proof = {
      asset: row.proof_asset as CryptoAssetCode,
      amount: new ExactDecimal(row.proof_amount).toFixed(),
      depositAddress: address.address,
      ...(address.memo === null ? {} : { memo: address.memo }),
      expiresAt: row.proof_expires_at,
    };
  }
  return {
    walletId: row.id,
    network: row.network,
    address: row.address,
    label: row.label,
    // A proof asked for and not sent in time leaves the wallet unverified (a new request asks a new amount).
    status: row.status === 'proofRequested' && !open ? 'unverified' : (row.status as DeclaredWallet['status']),
    proof,
    signMessage:
      row.network === 'ethereum' && row.status !== 'verified'
        ? walletSignMessage(row.account_code, row.address, row.id)
        : null,
    verifiedAt: row.verified_at,
    declaredAt: row.declared_at,
  };
}

export async function listDeclaredWallets(
  deps: CryptoWalletDependencies,
  account: CustodyAccount,
): Promise<DeclaredWallet[]> {
  const rows = await walletsOf(deps, account).orderBy('declared_at', 'desc').orderBy('id').execute();
  const at = deps.clock.now();
  const views: DeclaredWallet[] = [];
  for (const row of rows) views.push(await walletView(deps, row, at));
  return views;
}

export async function declareWallet(
  deps: CryptoWalletDependencies,
  account: CustodyAccount,
  input: { readonly network: CryptoNetworkId; readonly address: string; readonly label: string },
): Promise<DeclaredWallet> {
  const checked = checkAddress(input.network, input.address);
  if (!checked.ok) {
    throw cryptoWalletRefusal(
      checked.problem === 'checksum'
        ? 'addressChecksum'
        : checked.problem === 'wrongNetwork'
          ? 'addressWrongNetwork'
          : 'addressMalformed',
    );
  }
  const existing = await walletsOf(deps, account)
    .where('network', '=', input.network)
    .where('address', '=', checked.address)
    .executeTakeFirst();
  if (existing !== undefined) throw cryptoWalletRefusal('walletAlreadyDeclared');
  const at = deps.clock.now();
  const row: CryptoDeclaredWalletTable = {
    id: randomUUID(),
    account_code: account.accountCode,
    source: account.source,
    network: input.network,
    address: checked.address,
    label: input.label.trim(),
    status: 'unverified',
    proof_asset: null,
    proof_amount: null,
    proof_expires_at: null,
    verified_at: null,
    declared_at: at.toISOString(),
  };
  const inserted = await deps.db
    .insertInto('crypto_declared_wallet')
    .values(row)
    .onConflict((conflict) => conflict.columns(['account_code', 'source', 'network', 'address']).doNothing())
    .executeTakeFirst();
  // A twin declaring the same wallet at once: one row, the other told it is already declared.
  if (inserted.numInsertedOrUpdatedRows === 0n) throw cryptoWalletRefusal('walletAlreadyDeclared');
  return walletView(deps, row, at);
}

export async function removeDeclaredWallet(
  deps: CryptoWalletDependencies,
  account: CustodyAccount,
  walletId: string,
): Promise<void> {
  const removed = await deps.db
    .deleteFrom('crypto_declared_wallet')
    .where('id', '=', walletId)
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw cryptoWalletRefusal('walletNotFound');
}

/** An amount of 4 significant digits at the asset's smallest shown unit (8 places at most): 0.00001234 BTC. */
function proofAmountOf(asset: CryptoAssetCode): string {
  const decimals = Math.min(cryptoAssetOf(asset)?.precision ?? 8, 8);
  let digits = randomInt(1_000, 10_000);
  // No trailing zero, so the amount always shows its 4 digits (0.00001230 would read 0.0000123).
  while (digits % 10 === 0) digits = randomInt(1_000, 10_000);
  return new ExactDecimal(digits).times(new ExactDecimal(10).pow(-decimals)).toFixed();
}

export async function requestWalletProof(
  deps: CryptoWalletDependencies,
  account: CustodyAccount,
  walletId: string,
): Promise<DeclaredWallet> {
  const wallet = await walletsOf(deps, account).where('id', '=', walletId).executeTakeFirst();
  if (wallet === undefined) throw cryptoWalletRefusal('walletNotFound');
  if (wallet.status === 'verified') throw cryptoWalletRefusal('walletAlreadyVerified');
  const at = deps.clock.now();
  const asset = proofAssetOfNetwork[wallet.network];
  // Unique among the account's open requests on the network, so an arriving amount names one wallet.
  const taken = new Set(
    (
      await walletsOf(deps, account)
        .where('network', '=', wallet.network)
        .where('status', '=', 'proofRequested')
        .select('proof_amount')
        .execute()
    ).map((row) => (row.proof_amount === null ? '' : new ExactDecimal(row.proof_amount).toFixed())),
  );
  let amount = proofAmountOf(asset);
  while (taken.has(amount)) amount = proofAmountOf(asset);
  const expiresAt = new Date(at.getTime() + walletProofValidityHours * 3_600_000).toISOString();
  await deps.db
    .updateTable('crypto_declared_wallet')
    .set({ status: 'proofRequested', proof_asset: asset, proof_amount: amount, proof_expires_at: expiresAt })
    .where('id', '=', wallet.id)
    .where('status', '<>', 'verified')
    .execute();
  const row = await walletsOf(deps, account).where('id', '=', walletId).executeTakeFirst();
  if (row === undefined) throw cryptoWalletRefusal('walletNotFound');
  return walletView(deps, row, at);
}

/** Verifies an Ethereum wallet by its signature of the wallet's message (EIP-191), made with the address's key. */
export async function proveWalletBySignature(
  deps: CryptoWalletDependencies,
  account: CustodyAccount,
  walletId: string,
  signature: string,
): Promise<DeclaredWallet> {
  const wallet = await walletsOf(deps, account).where('id', '=', walletId).executeTakeFirst();
  if (wallet === undefined) throw cryptoWalletRefusal('walletNotFound');
  if (wallet.status === 'verified') throw cryptoWalletRefusal('walletAlreadyVerified');
  if (wallet.network !== 'ethereum') throw cryptoWalletRefusal('signatureNotSupported');
  const signer = signerOf(walletSignMessage(wallet.account_code, wallet.address, wallet.id), signature);
  if (signer === undefined || signer !== wallet.address.toLowerCase()) throw cryptoWalletRefusal('signatureInvalid');
  const at = deps.clock.now();
  await deps.db
    .updateTable('crypto_declared_wallet')
    .set({ status: 'verified', verified_at: at.toISOString() })
    .where('id', '=', wallet.id)
    .execute();
  return walletView(deps, { ...wallet, status: 'verified', verified_at: at.toISOString() }, at);
}
