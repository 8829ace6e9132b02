import { randomUUID } from 'node:crypto';
import { ExactDecimal, type CryptoWithdrawal } from '@portal/contract';
import { cryptoNetworkOf } from '@portal/contract/domain/crypto/crypto-networks';
import type { Decimal } from 'decimal.js';
import { lockAccountForUpdate } from '../../platform/identity/account-directory';
import { placeOrder, type OrderAccount, type PlacedOrder } from '../../platform/orders/place-order';
import {
  cryptoLedgerAsset,
  cryptoWithdrawalLedgerKinds,
  cryptoWithdrawalRefusal,
  type CryptoWithdrawalDependencies,
} from './crypto-withdrawal-dependencies';
import type { CryptoWhitelistAddressTable } from './crypto-withdrawal-tables';
import type { Authorise } from './whitelist';
import { publishHoldingUpdate } from './withdrawal-events';
import { checkedAmount, dailyLimitOf, hongKongDayOf, termsOf, usedOnDay } from './withdrawal-rules';
import { cryptoWithdrawalView } from './withdrawal-view';

/*
 * Placing a withdrawal (ADR 044) through platform/orders' placeOrder (ADR 016): the client reference first (a retry
 * answers the first withdrawal; another request with it 409 CLIENT_REFERENCE_REUSED), then the checks that read only
 * (the address: the account's, listed, past its cooling-off; the amount: positive, at most the asset's precision, at
 * least the minimum), then ONE transaction: the reference, the account's lock, the daily limit read inside it, the
 * step-up grant used, the row (pending), the hold of amount + fee (cryptoWithdrawal.hold; refused beyond available)
 * and holdingUpdate. Each refusal its code, nothing written.
 */

export type WithdrawalRequest = {
  readonly addressId: string;
  readonly amount: string;
  readonly clientReference: string;
};

type Prepared = {
  readonly orderId: string;
  readonly placedAt: Date;
  readonly amount: Decimal;
  readonly fee: Decimal;
  readonly address: CryptoWhitelistAddressTable;
  readonly reservation: {
    readonly asset: string;
    readonly amount: Decimal;
    readonly kind: string;
    readonly whenShort: () => Error;
  };
};

export async function placeCryptoWithdrawal(
  deps: CryptoWithdrawalDependencies,
  account: OrderAccount,
  request: WithdrawalRequest,
  authorise: Authorise,
): Promise<PlacedOrder<CryptoWithdrawal>> {
  const canonicalAmount = /^\d+(\.\d+)?$/.test(request.amount)
    ? new ExactDecimal(request.amount).toFixed()
    : request.amount;
  return placeOrder<Prepared, CryptoWithdrawal>(deps, {
    area: 'cryptoWithdrawal',
    account,
    clientReference: request.clientReference,
    request: { addressId: request.addressId, amount: canonicalAmount },
    async check() {
      const now = deps.clock.now();
      const address = await deps.db
        .selectFrom('crypto_whitelist_address')
        .selectAll()
        .where('id', '=', request.addressId)
        .where('account_code', '=', account.accountCode.toUpperCase())
        .where('source', '=', account.source)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      if (address === undefined) throw cryptoWithdrawalRefusal('addressNotWhitelisted');
      if (new Date(address.available_from).getTime() > now.getTime()) {
        throw cryptoWithdrawalRefusal('addressCoolingOff');
      }
      const terms = termsOf(address.asset, address.network);
      const amount = checkedAmount(request.amount, terms);
      const fee = new ExactDecimal(terms.withdrawalFee);
      return {
        orderId: `CWD${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`,
        placedAt: now,
        amount,
        fee,
        address,
        reservation: {
          asset: cryptoLedgerAsset(address.asset),
          amount: amount.plus(fee),
          kind: cryptoWithdrawalLedgerKinds.hold,
          whenShort: () => cryptoWithdrawalRefusal('insufficientAssets'),
        },
      };
    },
    async insert(trx, prepared) {
      const { address } = prepared;
      await lockAccountForUpdate(trx, account, deps.dialect);
      const day = hongKongDayOf(prepared.placedAt);
      const used = await usedOnDay(trx, account, address.asset, day);
      if (used.plus(prepared.amount).gt(dailyLimitOf(address.asset))) {
        throw cryptoWithdrawalRefusal('dailyLimitExceeded');
      }
      await authorise(trx, prepared.placedAt);
      const at = prepared.placedAt.toISOString();
      await trx
        .insertInto('crypto_withdrawal')
        .values({
          id: prepared.orderId,
          account_code: account.accountCode.toUpperCase(),
          source: account.source,
          client_reference: request.clientReference,
          address_id: address.id,
          asset: address.asset,
          network: address.network,
          address: address.address,
          destination_tag: address.destination_tag,
          label: address.label,
          amount: prepared.amount.toFixed(),
          fee: prepared.fee.toFixed(),
          status: 'pending',
          hk_day: day,
          transaction_hash: null,
          broadcast_at: null,
          confirmations: 0,
          required_confirmations: cryptoNetworkOf(address.network)?.confirmations ?? 1,
          failure_reason: null,
          created_at: at,
          updated_at: at,
          version: 0,
        })
        .execute();
    },
    async publish(trx, publish, prepared) {
      await publishHoldingUpdate(trx, publish, account, prepared.address.asset);
    },
    answer: async (db, withdrawalId) =>
      cryptoWithdrawalView(
        await db.selectFrom('crypto_withdrawal').selectAll().where('id', '=', withdrawalId).executeTakeFirstOrThrow(),
      ),
  });
}
