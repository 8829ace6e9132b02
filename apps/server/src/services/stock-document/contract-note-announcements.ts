import type { Kysely } from 'kysely';
import { isStockExchangeCode, parseStockId, stockExchanges } from '@portal/contract/domain/stock/exchanges';
import { tradingSessionsOf, zonedInstant } from '@portal/contract/domain/stock/trading-sessions';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import type { EventPublisher } from '../../platform/runtime/events';
import { stockTradeDays, stockTradesOf } from '../stock-order/public';

/** The scheduler's job (start.ts): announces the contract notes of days that have closed, every minute. */
export const contractNoteAnnouncementJob = { name: 'stockContractNotes', intervalMs: 60_000 } as const;

/** How far back the job looks for days with fills (a day missed while no process ran is announced late, once). */
const lookBackDays = 7;

/** The newDocument notification's name of a day's contract note (SPEC §3 newDocument: documentName). */
export function contractNoteDocumentName(day: string): string {
  return `Contract note ${day}`;
}

/** The instant the exchange's last session of `day` ends (HKEX: 16:10 after the closing auction; US: 20:00). */
function closeOf(exchange: string, day: string): Date {
  const code = isStockExchangeCode(exchange) ? exchange : 'HKEX';
  const end = Math.max(...tradingSessionsOf(code).map((session) => session.end));
  return zonedInstant(day, end, stockExchanges[code].timeZone);
}

/**
 * Publishes newDocument (→ a notification) once for each account's contract note whose day has closed on every
 * exchange it traded on: the note is final then. Once: a note already announced (its event stored in domain_event,
 * ADR 012) is skipped, so a rerun, a second process or a restart announces nothing twice. Answers how many it
 * announced.
 */
export async function announceContractNotes(dependencies: {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly events: EventPublisher;
}): Promise<number> {
  const { db, clock, events } = dependencies;
  const now = clock.now();
  const fromDate = new Date(now.getTime() - lookBackDays * 86_400_000).toISOString().slice(0, 10);
  let announced = 0;
  for (const day of await stockTradeDays(db, { fromDate })) {
    const account = { accountCode: day.accountCode, source: day.source };
    const trades = await stockTradesOf(db, account, { fromDate: day.tradeDate, toDate: day.tradeDate });
    const exchanges = new Set(trades.map((trade) => parseStockId(trade.stock_id)?.exchange ?? 'HKEX'));
    if ([...exchanges].some((exchange) => closeOf(exchange, day.tradeDate) > now)) continue;
    const documentName = contractNoteDocumentName(day.tradeDate);
    const payload = JSON.stringify({ documentName });
    const done = await events.inTransaction(db, async (trx, publish) => {
      const earlier = await trx
        .selectFrom('domain_event')
        .select('id')
        .where('type', '=', 'newDocument')
        .where('account_code', '=', day.accountCode.toUpperCase())
        .where('source', '=', day.source)
        .where('payload', '=', payload)
        .executeTakeFirst();
      if (earlier !== undefined) return false;
      await publish({ type: 'newDocument', ...account, fields: { documentName } });
      return true;
    });
    if (done) announced += 1;
  }
  return announced;
}
