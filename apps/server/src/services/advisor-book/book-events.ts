import { maximumUpcomingEvents, upcomingEventsWithinDays, type BookUpcomingEvent } from '@portal/contract';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { calendarDateOf, formatCalendarDate } from '@portal/contract/domain/date-format';
import { bookClientsQuery, type BookScope } from '../../platform/identity/book';
import { electionDeadlinesForBook } from '../corporate-action/public';
import { bookHolderCounts } from '../market-value-history/public';
import { loadPlans } from '../plan-definition/public';
import { planInvestmentDaysOfBook } from '../plan-subscription/public';
import { findInstruments } from '../stock-market/public';
import { ipoClosingsForBook } from '../stock-ipo/public';
import { bookClientDirectory, clientKeyOf } from './book-clients';
import type { BookDependencies } from './book-summary';

/*
 * What falls due for the book's clients in the next days (issue 28 part 1), soonest first: IPO closings (every
 * securities client may apply: the book's applicants counted), corporate-action election deadlines on stocks the
 * book's clients hold (entitled and not yet elected once recorded; holders before), and the monthly plan investment
 * days of their live subscriptions. Each only where the brand offers it.
 */

const dayMs = 86_400_000;
const unnamed = { en: '', 'zh-HK': '', 'zh-CN': '' } as const;
const kindOrder = { ipoClosing: 0, electionDeadline: 1, planInvestment: 2 } as const;

export async function bookUpcomingEvents(
  deps: BookDependencies,
  scope: BookScope,
): Promise<{ from: string; to: string; total: number; events: BookUpcomingEvent[] }> {
  const { db, brand } = deps;
  const clients = bookClientsQuery(db, scope);
  const now = deps.clock.now();
  const until = new Date(now.getTime() + upcomingEventsWithinDays * dayMs);
  const marketDay = (at: Date) => formatCalendarDate(calendarDateOf(at, brand.marketTimeZone));
  const window = { from: now, to: until };
  const from = marketDay(now);
  const to = marketDay(until);
  const securities = scope.advisors.some((advisor) => advisor.source === 'gateway');
  const [ipos, elections, plans] = await Promise.all([
    securities && offers(brand.flags, brandFeatures.ipo) ? ipoClosingsForBook(db, clients, window) : [],
    securities && offers(brand.flags, brandFeatures.corporateActions)
      ? electionDeadlinesForBook(db, clients, window)
      : [],
    offers(brand.flags, brandFeatures.plans) ? planInvestmentDaysOfBook(deps, clients, to) : [],
  ]);
  const [holders, instruments, planRows, directory] = await Promise.all([
    bookHolderCounts(
      db,
      clients,
      elections.filter((action) => !action.recorded).map((action) => `stock:${action.stockId}`),
    ),
    findInstruments(
      db,
      elections.map((action) => action.stockId),
    ),
    loadPlans(db, {
      statuses: ['draft', 'active', 'inactive', 'deleted'],
      planIds: [...new Set(plans.map((plan) => plan.planId))],
    }),
    bookClientDirectory(db, scope, plans),
  ]);
  const stockNames = new Map(instruments.map((instrument) => [instrument.stockId, { ...instrument.names }]));
  const planNames = new Map(
    planRows.map(({ row }) => [row.id, { en: row.name_en, 'zh-HK': row.name_zh_hk, 'zh-CN': row.name_zh_cn }]),
  );
  const events: BookUpcomingEvent[] = [
    ...ipos.map((ipo) => ({
      kind: 'ipoClosing' as const,
      date: marketDay(new Date(ipo.closeAt)),
      at: ipo.closeAt,
      subjectId: ipo.offeringId,
      names: ipo.names,
      clients: ipo.applicants,
      client: null,
      amount: null,
      currency: null,
    })),
    ...elections.flatMap((action) => {
      const concerned = action.recorded ? action.awaiting : (holders.get(`stock:${action.stockId}`) ?? 0);
      if (concerned === 0) return [];
      return [
        {
          kind: 'electionDeadline' as const,
          date: marketDay(new Date(action.deadline)),
          at: action.deadline,
          subjectId: action.actionId,
          names: stockNames.get(action.stockId) ?? unnamed,
          clients: concerned,
          client: null,
          amount: null,
          currency: null,
        },
      ];
    }),
    ...plans.flatMap((plan) => {
      const client = directory.get(clientKeyOf(plan));
      if (client === undefined) return [];
      return [
        {
          kind: 'planInvestment' as const,
          date: plan.date,
          at: null,
          subjectId: plan.subscriptionId,
          names: planNames.get(plan.planId) ?? unnamed,
          clients: 1,
          client,
          amount: plan.amount,
          currency: plan.currency,
        },
      ];
    }),
  ].filter((event) => event.date >= from && event.date <= to);
  events.sort(
    (a, b) =>
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
      kindOrder[a.kind] - kindOrder[b.kind] ||
      (a.subjectId < b.subjectId ? -1 : a.subjectId > b.subjectId ? 1 : 0),
  );
  return { from, to, total: events.length, events: events.slice(0, maximumUpcomingEvents) };
}
