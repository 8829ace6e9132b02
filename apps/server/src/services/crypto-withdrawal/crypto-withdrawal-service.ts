import { ExactDecimal, cryptoAssets, cryptoWithdrawalService, maximumWhitelistedAddresses } from '@portal/contract';
import { cryptoNetworkOf, whitelistCoolingOffHours } from '@portal/contract/domain/crypto/crypto-networks';
import { AppError } from '../../platform/http/errors';
import { balanceOf } from '../../platform/money/ledger';
import type { OrderAccount } from '../../platform/orders/place-order';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import type { Actor } from '../../platform/identity/sessions';
import { noticeTime, sendAccountNotice } from '../account-notice/public';
import { assertVirtualAssetSession } from '../crypto-market/public';
import { consumeStepUp } from '../step-up/public';
import {
  cryptoLedgerAsset,
  cryptoWithdrawalDependenciesOf,
  cryptoWithdrawalRefusal,
} from './crypto-withdrawal-dependencies';
import { cancelCryptoWithdrawal } from './lifecycle';
import { placeCryptoWithdrawal } from './placement';
import { addWhitelistedAddress, removeWhitelistedAddress, whitelistedAddresses } from './whitelist';
import { dailyLimitOf, hongKongDayOf, usedOnDay } from './withdrawal-rules';
import { cryptoWithdrawalView } from './withdrawal-view';

function accountOf(input: { accountCode: string; source: 'gateway' | 'fos' }): OrderAccount {
  return { accountCode: input.accountCode.toUpperCase(), source: input.source };
}

/**
 * The client itself on a virtual-asset session (ADR 044): a gateway session answers 403
 * VIRTUAL_ASSET_SESSION_REQUIRED; an advisor's advisee session may look but not whitelist or withdraw (VA641, 403).
 */
export function client(context: Pick<OperationContext, 'actor'>): Actor {
  const actor = assertVirtualAssetSession(context.actor);
  if (actor.advisorAccountCode !== null) {
    const refusal = cryptoWithdrawalRefusal('advisorNoPermission');
    throw new AppError(403, refusal.code, refusal.message, refusal.details);
  }
  return actor;
}

function dependencies(context: OperationContext) {
  return cryptoWithdrawalDependenciesOf(context);
}

/** Whitelisted addresses and crypto withdrawals (issue 18 part 5, ADR 044). */
export const cryptoWithdrawalImplementation = implementService(cryptoWithdrawalService, {
  cryptoWithdrawalTerms: async (input, context) => {
    assertVirtualAssetSession(context.actor);
    const account = accountOf(input);
    const now = context.clock.now();
    const day = hongKongDayOf(now);
    const assets = [];
    for (const asset of cryptoAssets) {
      const balance = await balanceOf(context.db, { ...account, asset: cryptoLedgerAsset(asset.code) });
      const limit = dailyLimitOf(asset.code);
      const used = await usedOnDay(context.db, account, asset.code, day);
      const left = limit.minus(used);
      assets.push({
        asset: asset.code,
        precision: asset.precision,
        available: balance.available.toFixed(),
        dailyLimit: limit.toFixed(),
        usedToday: used.toFixed(),
        leftToday: (left.isNegative() ? new ExactDecimal(0) : left).toFixed(),
      });
    }
    return {
      assets,
      coolingOffHours: whitelistCoolingOffHours,
      maximumAddresses: maximumWhitelistedAddresses,
      now: now.toISOString(),
    };
  },
  searchWhitelistedAddresses: async (input, context) => {
    assertVirtualAssetSession(context.actor);
    return { addresses: await whitelistedAddresses(context, accountOf(input)) };
  },
  addWhitelistedAddress: async (input, context) => {
    const actor = client(context);
    const account = accountOf(input);
    const deps = dependencies(context);
    const address = await addWhitelistedAddress(deps, account, input, (trx, at) =>
      consumeStepUp(trx, actor, 'virtualAssetAddress', input.stepUpToken, at),
    );
    try {
      // After the commit: a notice is not part of the change (ADR 036).
      await sendAccountNotice(context, account, {
        kind: 'virtualAssetAddressAdded',
        params: {
          network: cryptoNetworkOf(address.network)?.name ?? address.network,
          address: address.address,
          availableFrom: noticeTime(new Date(address.availableFrom)),
        },
      });
    } catch (error) {
      context.log.error({ err: error }, 'An account notice could not be sent.');
    }
    return { address };
  },
  removeWhitelistedAddress: async (input, context) => {
    client(context);
    await removeWhitelistedAddress(dependencies(context), accountOf(input), input.addressId);
    return { addressId: input.addressId };
  },
  placeCryptoWithdrawal: async (input, context) => {
    const actor = client(context);
    const placed = await placeCryptoWithdrawal(dependencies(context), accountOf(input), input, (trx, at) =>
      consumeStepUp(trx, actor, 'virtualAssetWithdrawal', input.stepUpToken, at),
    );
    return { withdrawal: placed.answer, replayed: placed.replayed };
  },
  cancelCryptoWithdrawal: async (input, context) => {
    client(context);
    return { withdrawal: await cancelCryptoWithdrawal(dependencies(context), accountOf(input), input.withdrawalId) };
  },
  searchCryptoWithdrawals: async (input, context) => {
    assertVirtualAssetSession(context.actor);
    const account = accountOf(input);
    let query = context.db
      .selectFrom('crypto_withdrawal')
      .selectAll()
      .where('account_code', '=', account.accountCode)
      .where('source', '=', account.source);
    if (input.asset !== undefined) query = query.where('asset', '=', input.asset);
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(50).execute();
    return { withdrawals: rows.map(cryptoWithdrawalView) };
  },
});
