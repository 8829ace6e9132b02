import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/runtime/clock';
import type { Database, DatabaseDialect } from '../../platform/db/db';
import type { EventPublisher } from '../../platform/runtime/events';

/** What recording, electing and applying corporate actions need. */
export type CorporateActionDependencies = {
  readonly db: Kysely<Database>;
  readonly dialect: DatabaseDialect;
  readonly events: EventPublisher;
  readonly clock: Clock;
};

/** Corporate actions are dated in Hong Kong market days (the seeded ones are HKEX's). */
export const corporateActionTimeZone = 'Asia/Hong_Kong';
/** Holders are recorded, and actions applied, at this market time of their day. */
export const corporateActionTime = '09:00';

/** Journal kinds of corporate actions (prefixed by area, ADR 028 "Names"). */
export const corporateActionLedgerKinds = {
  dividend: 'corporateAction.dividend',
  bonus: 'corporateAction.bonus',
  split: 'corporateAction.split',
  consolidation: 'corporateAction.consolidation',
  hold: 'corporateAction.hold',
  subscription: 'corporateAction.subscription',
  rights: 'corporateAction.rights',
  scrip: 'corporateAction.scrip',
  demoHolding: 'corporateAction.demoHolding',
} as const;
