/*
 * The executed-trade notice of the SFC's internet-trading guideline (issue 17 part 7): every executed trade sends a
 * notice to the account's registered e-mail or phone through the messaging adapter (account-notice). It listens to
 * the domain events the order services already publish, without a change to them:
 *
 * - a stock fill is a `matchedStockOrderUpdate` (one per fill); the fill is read in the event's transaction
 *   (stock-order's `latestFillOf`), and an event without one (the demo's made-up activity) sends nothing;
 * - a fund order is executed when it settles at its dealing day's NAV: the settlement's movement into the client's
 *   books (`holdingMovement` of the units of a subscription, `cashMovement` of a redemption's proceeds) names the order,
 *   which fund-order's `findFundOrder` then reads as settled. A refund of a failed order, a dividend or a deduction
 *   sends nothing.
 *
 * The notice leaves after the transaction committed (a rolled-back fill sends nothing), as the event's after-commit
 * action; a notice that cannot be sent is logged and never undoes the trade.
 */
import { ExactDecimal } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { MessagingAdapter } from '../../adapters/messaging/messaging-adapter';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import type { AfterCommitAction, EventPublisher, PublishedEvent } from '../../platform/runtime/events';
import { noticeTime, sendAccountNotice } from '../account-notice/public';
import { findInstrument } from '../stock-market/public';
import { findFundOrder } from '../fund-order/public';
import { latestFillOf } from '../stock-order/public';

export type TradeNoticeDependencies = {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly messaging: MessagingAdapter;
  readonly log?: Pick<FastifyBaseLogger, 'warn'>;
};

/** A trade to tell the client about: whose, and the notice's parameters (account-notice's tradeExecuted texts). */
export type ExecutedTrade = {
  readonly account: { readonly accountCode: string; readonly source: PublishedEvent['source'] };
  readonly params: Readonly<Record<string, string>>;
};

type Trilingual = { readonly en: string; readonly 'zh-HK': string; readonly 'zh-CN': string };

/** A param given per language (account-notice's `<name>.<language>`), so each client reads its own words. */
function perLanguage(name: string, words: Trilingual): Record<string, string> {
  return {
    [name]: words.en,
    [`${name}.en`]: words.en,
    [`${name}.zh-HK`]: words['zh-HK'],
    [`${name}.zh-CN`]: words['zh-CN'],
  };
}

const sides = {
  B: { en: 'bought', 'zh-HK': '買入', 'zh-CN': '买入' },
  S: { en: 'sold', 'zh-HK': '賣出', 'zh-CN': '卖出' },
  subscription: { en: 'subscribed', 'zh-HK': '認購', 'zh-CN': '认购' },
  redemption: { en: 'redeemed', 'zh-HK': '贖回', 'zh-CN': '赎回' },
} as const satisfies Record<string, Trilingual>;

const unitsWord: Trilingual = { en: 'units of', 'zh-HK': '單位', 'zh-CN': '单位' };

/** The executed trade an event announces, read in its transaction; undefined for an event that is none. */
export async function executedTradeOf(
  event: PublishedEvent,
  transaction: Transaction<Database>,
): Promise<ExecutedTrade | undefined> {
  const account = { accountCode: event.accountCode.toUpperCase(), source: event.source };
  if (event.type === 'matchedStockOrderUpdate') {
    const fill = await latestFillOf(transaction, account, event.fields.referenceCode);
    if (fill === undefined) return undefined;
    const instrument = await findInstrument(transaction, fill.stock_id);
    const code = instrument === undefined ? fill.stock_id : `${instrument.code}`;
    const names: Trilingual =
      instrument === undefined
        ? { en: code, 'zh-HK': code, 'zh-CN': code }
        : {
            en: `${code} ${instrument.names.en}`,
            'zh-HK': `${code} ${instrument.names['zh-HK']}`,
            'zh-CN': `${code} ${instrument.names['zh-CN']}`,
          };
    return {
      account,
      params: {
        ...perLanguage('side', sides[fill.side]),
        quantity: fill.quantity,
        ...perLanguage('instrument', names),
        price: fill.price,
        currency: fill.currency,
        time: noticeTime(new Date(fill.traded_at)),
      },
    };
  }
  if (event.type !== 'holdingMovement' && event.type !== 'cashMovement') return undefined;
  const moved = event.type === 'holdingMovement' ? event.fields.quantity : event.fields.amount;
  if (!new ExactDecimal(moved).greaterThan(0)) return undefined;
  const order = await findFundOrder(transaction, account, event.fields.referenceCode);
  if (order === undefined || order.status !== 'settled') return undefined;
  // A subscription settles its units, a redemption (or a switch's redemption leg) its cash: each once.
  if ((order.type === 'S') !== (event.type === 'holdingMovement')) return undefined;
  return {
    account,
    params: {
      ...perLanguage('side', order.type === 'S' ? sides.subscription : sides.redemption),
      quantity: order.units ?? '0',
      ...perLanguage('instrument', {
        en: `${unitsWord.en} ${order.name_en}`,
        'zh-HK': `${unitsWord['zh-HK']} ${order.name_zh_hk}`,
        'zh-CN': `${unitsWord['zh-CN']} ${order.name_zh_cn}`,
      }),
      price: order.nav ?? '0',
      currency: order.fund_currency,
      time: noticeTime(event.occurredAt),
    },
  };
}

/** Subscribes the executed-trade notices to the events (app.ts, beside the notifications). */
export function subscribeTradeNotices(events: EventPublisher, dependencies: TradeNoticeDependencies): void {
  events.subscribe(async (event, transaction): Promise<AfterCommitAction | undefined> => {
    const trade = await executedTradeOf(event, transaction);
    if (trade === undefined) return undefined;
    return async () => {
      try {
        await sendAccountNotice(
          { db: dependencies.db, clock: dependencies.clock, messaging: dependencies.messaging },
          trade.account,
          { kind: 'tradeExecuted', params: trade.params },
        );
      } catch (error) {
        dependencies.log?.warn(
          { err: error, accountCode: trade.account.accountCode },
          'The executed-trade notice could not be sent',
        );
      }
    };
  });
}
