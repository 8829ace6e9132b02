import { ExactDecimal, cryptoAssetOf, cryptoPairOf } from '@portal/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/db';
import type { Publish } from '../../platform/runtime/events';
import { balanceOf } from '../../platform/money/ledger';
import { newOrderId } from '../../platform/orders/order-ids';
import { placeOrder, type OrderAccount, type PlacedOrder } from '../../platform/orders/place-order';
import type { AuditDetail, CryptoOrder } from '@portal/contract';
import { recordAuditEntry } from '../../platform/audit/audit-trail';
import type { CryptoOrderQuoteTable, CryptoOrderTable } from './crypto-order-tables';
import { hasVirtualAssetKnowledge } from '../suitability/public';
import { progressOrder } from './crypto-fills';
import { cryptoOrderView } from './crypto-order-view';
import {
  cryptoLedgerAsset,
  cryptoLedgerKinds,
  cryptoOrderRefusal,
  type CryptoOrderDependencies,
} from './crypto-order-dependencies';

/*
 * Placing a crypto order on its quote (issue 18 part 3, ADR 042) through platform/orders' placeOrder (ADR 016): the
 * client reference, then the quote checked (the account's, unused, within its validity), then in ONE transaction the
 * reference, the quote marked used (conditionally: a quote places one order), the order row, the hold (a buy's cash:
 * consideration + fee; a sell's asset) and the events; a market order also fills whole at its quote there, so its
 * hold is settled in the same transaction. A limit order rests until matching.ts fills it.
 */

/** What the client's audit trail says of a crypto order: its asset, side, type, quantity, price and currency. */
export function cryptoOrderDetail(
  order: Pick<CryptoOrderTable | CryptoOrderQuoteTable, 'side' | 'order_type' | 'quantity' | 'price'>,
  pair: { readonly asset: string; readonly currency: string },
): AuditDetail {
  return {
    market: 'crypto',
    orderKind: order.order_type,
    instrument: pair.asset,
    side: order.side === 'sell' ? 'S' : 'B',
    quantity: new ExactDecimal(order.quantity).toFixed(),
    price: new ExactDecimal(order.price).toFixed(),
    currency: pair.currency,
  };
}

async function orderRow(db: Kysely<Database> | Transaction<Database>, orderId: string): Promise<CryptoOrderTable> {
  return db.selectFrom('crypto_order').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

export async function publishBalance(
  trx: Transaction<Database>,
  publish: Publish,
  account: OrderAccount,
  ledgerAsset: string,
  code: string,
): Promise<void> {
  const balance = await balanceOf(trx, { ...account, asset: ledgerAsset });
  // Cash held by a buy: balancesUpdate; an asset held by a sell: holdingUpdate (ADR 042).
  await publish(
    ledgerAsset === code
      ? {
          type: 'balancesUpdate',
          ...account,
          fields: {
            currencyCode: code,
            balance: balance.available.toFixed(),
            holdFundAmount: balance.onHold.toFixed(),
          },
        }
      : {
          type: 'holdingUpdate',
          ...account,
          fields: { code, quantity: balance.available.toFixed(), freezeQuantity: balance.onHold.toFixed() },
        },
  );
}

export async function placeCryptoOrder(
  deps: CryptoOrderDependencies,
  account: OrderAccount,
  input: { readonly quoteId: string; readonly clientReference: string },
  advisorCode: string | null = null,
  /** The advisor's session placing it (the vaOrder panel): the order is on the client's audit trail (ADR 059). */
  advisorSessionId: string | null = null,
): Promise<PlacedOrder<CryptoOrder>> {
  let quote: CryptoOrderQuoteTable | undefined;
  return placeOrder(deps, {
    area: 'cryptoOrder',
    account,
    clientReference: input.clientReference,
    request: { quoteId: input.quoteId },
    async check() {
      const now = deps.clock.now();
      quote = await deps.db
        .selectFrom('crypto_order_quote')
        .selectAll()
        .where('id', '=', input.quoteId)
        .where('account_code', '=', account.accountCode)
        .where('source', '=', account.source)
        .executeTakeFirst();
      if (quote === undefined) throw cryptoOrderRefusal('quoteNotFound');
      // The one who asked for the quote places on it: the client its own, an advisor its own (ADR 045).
      if ((quote.advisor_code ?? null) !== advisorCode) throw cryptoOrderRefusal('quoteOfAnotherRequester');
      if (!(await hasVirtualAssetKnowledge(deps.db, account))) throw cryptoOrderRefusal('knowledgeCheckRequired');
      if (quote.used_at !== null) throw cryptoOrderRefusal('quoteAlreadyUsed');
      if (now.getTime() > new Date(quote.expires_at).getTime()) throw cryptoOrderRefusal('quoteExpired');
      const pair = cryptoPairOf(quote.pair_id);
      if (pair === undefined || cryptoAssetOf(pair.asset) === undefined) throw cryptoOrderRefusal('pairNotFound');
      const buy = quote.side === 'buy';
      return {
        orderId: newOrderId('CO', now.toISOString().slice(0, 10)),
        placedAt: now,
        reservation: {
          asset: buy ? pair.currency : cryptoLedgerAsset(pair.asset),
          amount: new ExactDecimal(buy ? quote.total : quote.quantity),
          kind: cryptoLedgerKinds.hold,
          whenShort: () => cryptoOrderRefusal(buy ? 'insufficientFunds' : 'insufficientAssets'),
        },
      };
    },
    async insert(trx, prepared) {
      const row = quote as CryptoOrderQuoteTable; // check() ran first and set it
      const used = await trx
        .updateTable('crypto_order_quote')
        .set({ used_at: prepared.placedAt.toISOString() })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (used.numUpdatedRows === 0n) throw cryptoOrderRefusal('quoteAlreadyUsed');
      const pair = cryptoPairOf(row.pair_id);
      if (pair === undefined) throw cryptoOrderRefusal('pairNotFound');
      const placedAt = prepared.placedAt.toISOString();
      await trx
        .insertInto('crypto_order')
        .values({
          id: prepared.orderId,
          account_code: account.accountCode.toUpperCase(),
          source: account.source,
          client_reference: input.clientReference,
          quote_id: row.id,
          pair_id: row.pair_id,
          asset: pair.asset,
          currency: pair.currency,
          side: row.side,
          order_type: row.order_type,
          basis: row.basis,
          status: 'queuing',
          quantity: row.quantity,
          price: row.price,
          filled_quantity: '0',
          filled_cost: '0',
          filled_consideration: '0',
          fee_charged: '0',
          order_fee: row.fee,
          hold_asset: prepared.reservation?.asset ?? pair.currency,
          held: prepared.reservation?.amount.toFixed() ?? '0',
          placed_at: placedAt,
          updated_at: placedAt,
          matched_until: placedAt,
          version: 0,
          advisor_code: advisorCode,
        })
        .execute();
    },
    async publish(trx, publish, prepared) {
      const row = quote as CryptoOrderQuoteTable; // check() ran first and set it
      const pair = cryptoPairOf(row.pair_id);
      if (pair === undefined) return;
      const heldAsset = row.side === 'buy' ? pair.currency : cryptoLedgerAsset(pair.asset);
      if (row.order_type === 'market') {
        // A market order fills whole at its firm quote: the consideration the quote stated, at its average price.
        const order = await orderRow(trx, prepared.orderId);
        const fill = {
          at: prepared.placedAt,
          price: new ExactDecimal(row.price),
          quantity: new ExactDecimal(row.quantity),
          cost: new ExactDecimal(row.consideration),
        };
        await progressOrder(trx, deps.dialect, publish, order, {
          fills: [fill],
          at: prepared.placedAt,
        });
      }
      await publishBalance(trx, publish, account, heldAsset, row.side === 'buy' ? pair.currency : pair.asset);
      if (advisorCode !== null) {
        await recordAuditEntry(trx, {
          account,
          actor: { accountCode: advisorCode, role: 'advisor' },
          sessionId: advisorSessionId,
          action: 'orderPlaced',
          subject: prepared.orderId,
          after: cryptoOrderDetail(row, pair),
          at: prepared.placedAt,
        });
        // The client is told its advisor placed an order for it (SPEC §3 advisorOrderPlaced; ADR 045).
        await publish({
          type: 'advisorOrderPlaced',
          ...account,
          fields: {
            advisorCode,
            code: pair.asset,
            referenceCode: prepared.orderId,
            quantity: new ExactDecimal(row.quantity).toFixed(),
          },
        });
      }
    },
    answer: async (db, orderId) => cryptoOrderView(await orderRow(db, orderId)),
  });
}
