import type { Kysely } from 'kysely';
import type { NotificationFieldsOf, NotificationType } from '@portal/contract';
import type { LoginSource } from '@portal/contract/brands';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import { createEventPublisher, type DomainEvent } from '../../platform/runtime/events';
import { subscribeNotifications } from './notification-events';
import { findAccountsWithNotifications, markNotificationOfEventRead } from './queries';
import { hongKongDate } from './sample-events';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** What a seeded event's fields may depend on: its time, through the references and statement names of that day. */
type SeedDay = {
  /** A back-office reference of that Hong Kong day: prefix, yyyymmdd, five-digit sequence (FO2026112200012). */
  reference(prefix: string, sequence: number): string;
  /** The Hong Kong date `daysBefore` days earlier, as yyyy-mm-dd. */
  date(daysBefore: number): string;
  /** The month before this Hong Kong day's, as yyyy-mm (a monthly statement's month). */
  previousMonth(): string;
};

type SeedEntry = {
  readonly hoursAgo: number;
  readonly read: boolean;
  event(account: SeedAccount, at: Date): DomainEvent;
};

type SeedAccount = { readonly accountCode: string; readonly source: LoginSource };

function dayOf(at: Date): SeedDay {
  const isoDate = (instant: Date) => {
    const digits = hongKongDate(instant);
    return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`;
  };
  return {
    reference: (prefix, sequence) => `${prefix}${hongKongDate(at)}${String(sequence).padStart(5, '0')}`,
    date: (daysBefore) => isoDate(new Date(at.getTime() - daysBefore * dayMs)),
    previousMonth: () => {
      const digits = hongKongDate(at);
      const monthIndex = Number(digits.slice(0, 4)) * 12 + Number(digits.slice(4, 6)) - 2;
      return `${Math.floor(monthIndex / 12)}-${String((monthIndex % 12) + 1).padStart(2, '0')}`;
    },
  };
}

function entry<T extends NotificationType>(
  hoursAgo: number,
  type: T,
  fields: (day: SeedDay) => NotificationFieldsOf<T>,
  status: 'read' | 'unread' = 'unread',
): SeedEntry {
  return {
    hoursAgo,
    read: status === 'read',
    // The fields were written for this very type; TypeScript cannot pair a generic type with its union member.
    event: (account, at) => ({ type, ...account, fields: fields(dayOf(at)), occurredAt: at }) as DomainEvent,
  };
}

/**
 * The demo clients' last 30 days (about 30 events): C10001 has every type at least once; the advisees hear of orders
 * their advisor A30001 placed; the older ones have been read. Hong Kong and US stocks as symbol;name;market, funds by
 * ISIN, amounts with two decimals, fund units with four.
 */
export const demoNotificationHistory: Readonly<
  Record<string, { readonly source: LoginSource; readonly entries: readonly SeedEntry[] }>
> = {
  C10001: {
    source: 'gateway',
    entries: [
      entry(1.5, 'matchedStockOrderUpdate', (day) => ({
        code: '00700;TENCENT;HK',
        referenceCode: day.reference('SO', 318),
        quantity: '200',
        currencyCode: 'HKD',
        amount: '77720.00',
      })),
      entry(2.5, 'stockOrderUpdate', (day) => ({
        code: '00700;TENCENT;HK',
        referenceCode: day.reference('SO', 318),
        quantity: '200',
      })),
      entry(5, 'cashMovement', (day) => ({
        currencyCode: 'HKD',
        amount: '50000.00',
        referenceCode: day.reference('DP', 41),
      })),
      entry(20, 'balancesUpdate', () => ({ currencyCode: 'HKD', balance: '182450.35', holdFundAmount: '77720.00' })),
      entry(26, 'newIPO', () => ({ code: '02590;NEW VISION HEALTH;HK' })),
      entry(30, 'advisorOrderPlaced', (day) => ({
        advisorCode: 'A30001',
        code: 'AAPL;APPLE;US',
        referenceCode: day.reference('SO', 127),
        quantity: '50',
      })),
      entry(50, 'holdingMovement', (day) => ({
        code: 'HK0000055571',
        quantity: '152.3471',
        referenceCode: day.reference('FO', 12),
      })),
      entry(72, 'newDocument', (day) => ({ documentName: `Daily Statement ${day.date(1)}` })),
      entry(75, 'cashUpdate', () => ({ currencyCode: 'USD', balance: '12500.00' }), 'read'),
      entry(98, 'holdingUpdate', () => ({ code: '00005;HSBC HOLDINGS;HK', quantity: '2000', freezeQuantity: '400' })),
      entry(120, 'ipoResult', (day) => ({
        code: '09680;HARBOUR ROBOTICS;HK',
        referenceCode: day.reference('IP', 2034),
        quantity: '2000',
        currencyCode: 'HKD',
        amount: '7980.00',
      })),
      entry(150, 'planSubscriptionUpdate', (day) => ({
        code: 'PLAN-GLOBAL-GROWTH',
        referenceCode: day.reference('PS', 88),
      })),
      entry(170, 'newPlan', () => ({ code: 'PLAN-ASIA-INCOME' }), 'read'),
      entry(
        200,
        'monthlyInvestment',
        () => ({ code: 'PLAN-GLOBAL-GROWTH', currencyCode: 'HKD', amount: '5000.00' }),
        'read',
      ),
      entry(
        205,
        'planAllocationUpdate',
        () => ({ code: 'PLAN-GLOBAL-GROWTH', currencyCode: 'HKD', amount: '4987.50' }),
        'read',
      ),
      entry(
        260,
        'cashMovement',
        (day) => ({ currencyCode: 'HKD', amount: '-20000.00', referenceCode: day.reference('WD', 7) }),
        'read',
      ),
      entry(
        330,
        'matchedStockOrderUpdate',
        (day) => ({
          code: 'NVDA;NVIDIA;US',
          referenceCode: day.reference('SO', 56),
          quantity: '30',
          currencyCode: 'USD',
          amount: '4087.20',
        }),
        'read',
      ),
      entry(
        400,
        'holdingMovement',
        (day) => ({ code: '02800;TRACKER FUND;HK', quantity: '-1000', referenceCode: day.reference('ST', 3) }),
        'read',
      ),
      entry(500, 'newDocument', (day) => ({ documentName: `Monthly Statement ${day.previousMonth()}` }), 'read'),
      entry(650, 'balancesUpdate', () => ({ currencyCode: 'USD', balance: '8420.16', holdFundAmount: '0.00' }), 'read'),
    ],
  },
  // An advisee of A30001: its advisor's orders show up here.
  C10002: {
    source: 'gateway',
    entries: [
      entry(3, 'cashUpdate', () => ({ currencyCode: 'HKD', balance: '64210.80' })),
      entry(27, 'stockOrderUpdate', (day) => ({
        code: '00941;CHINA MOBILE;HK',
        referenceCode: day.reference('SO', 211),
        quantity: '1000',
      })),
      entry(28, 'advisorOrderPlaced', (day) => ({
        advisorCode: 'A30001',
        code: '00941;CHINA MOBILE;HK',
        referenceCode: day.reference('SO', 211),
        quantity: '1000',
      })),
      entry(80, 'newDocument', (day) => ({ documentName: `Daily Statement ${day.date(1)}` }), 'read'),
      entry(300, 'newIPO', () => ({ code: '06615;JADE RIVER ENERGY;HK' })),
    ],
  },
  C10005: {
    source: 'gateway',
    entries: [
      entry(4, 'matchedStockOrderUpdate', (day) => ({
        code: '01299;AIA;HK',
        referenceCode: day.reference('SO', 502),
        quantity: '400',
        currencyCode: 'HKD',
        amount: '22740.00',
      })),
      entry(45, 'cashMovement', (day) => ({
        currencyCode: 'HKD',
        amount: '100000.00',
        referenceCode: day.reference('DP', 77),
      })),
      entry(
        190,
        'holdingUpdate',
        () => ({ code: 'LU0048573561', quantity: '85.2210', freezeQuantity: '0.0000' }),
        'read',
      ),
      entry(480, 'newDocument', (day) => ({ documentName: `Monthly Statement ${day.previousMonth()}` }), 'read'),
    ],
  },
  // The virtual-asset client on the FOS back end.
  V20001: {
    source: 'fos',
    entries: [entry(6, 'cashUpdate', () => ({ currencyCode: 'USD', balance: '3250.00' }))],
  },
};

/**
 * Gives the demo clients a month of notifications, published as the back end would have published them (stored
 * through the notification service's own subscription, without web pushes), back-dated from the clock's now.
 * Idempotent: an account that has notifications already is left alone.
 */
export async function seedDemoNotifications(db: Kysely<Database>, clock: Clock): Promise<void> {
  const now = clock.now();
  const events = createEventPublisher({ clock });
  subscribeNotifications(events);
  for (const [accountCode, { source, entries }] of Object.entries(demoNotificationHistory)) {
    const seeded = await findAccountsWithNotifications(db, [accountCode], source);
    if (seeded.has(accountCode)) continue;
    await events.inTransaction(db, async (transaction, publish) => {
      for (const { hoursAgo, read, event } of entries) {
        const at = new Date(now.getTime() - hoursAgo * hourMs);
        const published = await publish(event({ accountCode, source }, at));
        if (read) await markNotificationOfEventRead(transaction, published.id, new Date(at.getTime() + hourMs));
      }
    });
  }
}
