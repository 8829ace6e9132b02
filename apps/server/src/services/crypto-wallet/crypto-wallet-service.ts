import { cryptoWalletService, maximumWalletHistoryExportRows } from '@portal/contract';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import { assertVirtualAssetSession } from '../crypto-market/public';
import type { CustodyAccount } from '../../adapters/custody/custody-backend';
import { cryptoWalletDependenciesOf } from './crypto-wallet-context';
import { cryptoWalletRefusal, type MovementFilter } from './crypto-wallet-dependencies';
import { depositAddressFor } from './deposit-addresses';
import { declareDepositOriginator, latestDeposits } from './deposits';
import {
  declareWallet,
  listDeclaredWallets,
  proveWalletBySignature,
  removeDeclaredWallet,
  requestWalletProof,
} from './declared-wallets';
import { walletHistory, walletHistoryCsv } from './wallet-history';

function accountOf(input: { accountCode: string; source: 'gateway' | 'fos' }): CustodyAccount {
  return { accountCode: input.accountCode.toUpperCase(), source: input.source };
}

/** The wallet history's filters of an operation's input (the list and its export). */
function movementFilterOf(input: {
  asset?: MovementFilter['asset'];
  direction?: MovementFilter['direction'];
  status?: MovementFilter['status'];
}): MovementFilter {
  return {
    ...(input.asset === undefined ? {} : { asset: input.asset }),
    ...(input.direction === undefined ? {} : { direction: input.direction }),
    ...(input.status === undefined ? {} : { status: input.status }),
  };
}

/**
 * The client's own virtual-asset session (ADR 043): a gateway session answers 403 VIRTUAL_ASSET_SESSION_REQUIRED; an
 * advisor's advisee session may look but not declare a wallet or an originator (VA751), as for orders (ADR 042).
 */
function client(context: Pick<OperationContext, 'actor'>): void {
  const actor = assertVirtualAssetSession(context.actor);
  if (actor.advisorAccountCode !== null) throw cryptoWalletRefusal('advisorNoPermission');
}

/** The crypto wallet service (issue 18 parts 4 and 6): see deposits.ts, declared-wallets.ts, wallet-history.ts. */
export const cryptoWalletImplementation = implementService(cryptoWalletService, {
  cryptoDepositAddress: async (input, context) => {
    assertVirtualAssetSession(context.actor);
    const deps = cryptoWalletDependenciesOf(context);
    return {
      depositAddress: await depositAddressFor(
        deps.db,
        deps.custody,
        accountOf(input),
        input.asset,
        input.network,
        deps.clock.now(),
      ),
    };
  },
  listCryptoDeposits: async (input, context) => {
    assertVirtualAssetSession(context.actor);
    const deps = cryptoWalletDependenciesOf(context);
    const deposits = await latestDeposits(deps, accountOf(input), {
      limit: input.limit,
      ...(input.asset === undefined ? {} : { asset: input.asset }),
    });
    return { deposits, asOf: deps.clock.now().toISOString() };
  },
  declareDepositOriginator: async (input, context) => {
    client(context);
    const deps = cryptoWalletDependenciesOf(context);
    return { deposit: await declareDepositOriginator(deps, accountOf(input), input.depositId, input.originator) };
  },
  listDeclaredWallets: async (input, context) => {
    assertVirtualAssetSession(context.actor);
    return { wallets: await listDeclaredWallets(cryptoWalletDependenciesOf(context), accountOf(input)) };
  },
  declareWallet: async (input, context) => {
    client(context);
    return { wallet: await declareWallet(cryptoWalletDependenciesOf(context), accountOf(input), input) };
  },
  removeDeclaredWallet: async (input, context) => {
    client(context);
    await removeDeclaredWallet(cryptoWalletDependenciesOf(context), accountOf(input), input.walletId);
    return { walletId: input.walletId };
  },
  requestWalletProof: async (input, context) => {
    client(context);
    return { wallet: await requestWalletProof(cryptoWalletDependenciesOf(context), accountOf(input), input.walletId) };
  },
  proveWalletBySignature: async (input, context) => {
    client(context);
    const deps = cryptoWalletDependenciesOf(context);
    return { wallet: await proveWalletBySignature(deps, accountOf(input), input.walletId, input.signature) };
  },
  cryptoWalletHistory: async (input, context) => {
    assertVirtualAssetSession(context.actor);
    return walletHistory(cryptoWalletDependenciesOf(context), accountOf(input), movementFilterOf(input), input);
  },
  exportCryptoWalletHistory: async (input, context) => {
    assertVirtualAssetSession(context.actor);
    const account = accountOf(input);
    const { movements } = await walletHistory(cryptoWalletDependenciesOf(context), account, movementFilterOf(input), {
      pageSize: maximumWalletHistoryExportRows,
    });
    return {
      fileName: `wallet-history-${account.accountCode}-${context.clock.now().toISOString().slice(0, 10)}.csv`,
      contentType: 'text/csv' as const,
      content: walletHistoryCsv(movements, input.language),
      rows: movements.length,
    };
  },
});
