import type { Kysely } from 'kysely';
import { notificationTypes, type NotificationType } from '@portal/contract';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import type { EventPublisher, PublishedEvent } from '../../platform/runtime/events';
import { demoAccounts, demoAdviseeLinks } from '../../db/seed/demo-accounts';
import { findAccountCodes } from '../../platform/identity/account-directory';
import { createRandom, pick, sampleEvent, type Random } from './sample-events';

/** The activity simulator's job name and interval: one made-up event every 2 minutes. */
export const activitySimulatorJob = { name: 'activitySimulator', intervalMs: 2 * 60 * 1000 } as const;

/** The demo clients that get the made-up activity: the gateway clients of the seed. */
export const simulatedClientCodes: readonly string[] = demoAccounts
  .filter((account) => account.source === 'gateway' && account.role === 'user')
  .map((account) => account.account_code);

/** How often each type comes up: order and cash news often, IPOs, plans and documents now and then. */
const typeWeights: Readonly<Record<NotificationType, number>> = {
  cashUpdate: 3,
  cashMovement: 3,
  holdingMovement: 2,
  stockOrderUpdate: 4,
  newIPO: 1,
  ipoResult: 1,
  advisorOrderPlaced: 2,
  planSubscriptionUpdate: 1,
  planAllocationUpdate: 1,
  monthlyInvestment: 1,
  newDocument: 2,
  newPlan: 1,
  balancesUpdate: 3,
  holdingUpdate: 2,
  matchedStockOrderUpdate: 4,
  // Raised by the suitability service's reminder job only, never made up.
  riskQuestionnaireExpiring: 0,
};

function weightedType(random: Random, types: readonly NotificationType[]): NotificationType {
  const total = types.reduce((sum, type) => sum + typeWeights[type], 0);
  let left = random() * total;
  for (const type of types) {
    left -= typeWeights[type];
    if (left < 0) return type;
  }
  return types[types.length - 1] ?? 'cashUpdate';
}

function advisorOf(accountCode: string): string | undefined {
  return demoAdviseeLinks.find((link) => link.advisee_account_code === accountCode)?.advisor_account_code;
}

export type ActivitySimulatorOptions = {
  readonly db: Kysely<Database>;
  readonly events: EventPublisher;
  readonly clock: Clock;
  /** The source of chance; seeded from the clock by default. */
  readonly random?: Random;
};

export type ActivitySimulator = {
  /** Publishes one made-up event for one of the active demo clients; undefined when none is active. */
  publishOne(): Promise<PublishedEvent | undefined>;
};

/**
 * The demo's back office (the scheduler runs it every 2 minutes unless PORTAL_ACTIVITY_SIMULATOR=off; never in
 * production): a realistic event for a random active demo client, published like any other, so the bell counts it
 * and the client's browsers get a web push. Only advisees hear of an order their advisor placed.
 */
export function createActivitySimulator({ db, events, clock, random }: ActivitySimulatorOptions): ActivitySimulator {
  const chance = random ?? createRandom(clock.now().getTime());
  return {
    async publishOne() {
      const active = await findAccountCodes(db, simulatedClientCodes, 'gateway', { activeOnly: true });
      const clients = simulatedClientCodes.filter((code) => active.has(code));
      const [first, ...others] = clients;
      if (first === undefined) return undefined;
      const accountCode = pick(chance, [first, ...others]);
      const advisorCode = advisorOf(accountCode);
      const types = notificationTypes.filter((type) => type !== 'advisorOrderPlaced' || advisorCode !== undefined);
      const event = sampleEvent(
        weightedType(chance, types),
        { accountCode, source: 'gateway' },
        { random: chance, at: clock.now(), ...(advisorCode === undefined ? {} : { advisorCode }) },
      );
      return events.inTransaction(db, (_transaction, publish) => publish(event));
    },
  };
}
