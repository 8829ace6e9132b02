import { currencyMigration } from '../db/migrations/0001-currency';
import { identityMigration } from '../db/migrations/0002-identity';
import { sessionsMigration } from '../db/migrations/0003-sessions';
import { ledgerMigration } from '../db/migrations/0005-ledger';
import { orderReferencesMigration } from '../db/migrations/0012-order-references';
import { advisorManagersMigration } from '../db/migrations/0039-advisor-managers';
import { auditTrailMigration } from '../db/migrations/0041-audit-trail';
import type { AuditTables } from './audit/audit-tables';
import { seedDemoAccounts } from '../db/seed/demo-accounts';
import { defineArea, tablesOf } from './area';
import type { CurrencyTables } from './money/currency-tables';
import { seedCurrencies } from './money/currency-seed';
import type { IdentityTables } from './identity/identity-tables';
import type { InfrastructureTables } from './runtime/infrastructure-tables';
import type { LedgerTables } from './money/ledger-tables';
import type { OrderReferenceTables } from './orders/order-reference-tables';
import { registerDevSupport } from './http/dev-support';

/**
 * The platform below the areas, declared like one: the currencies and reference rates, the identity every call is checked against (accounts, sessions,
 * advisee links), the ledger, client references, published events, job leases and the messaging
 * simulator's outbox. First in the list of areas: its demo accounts are seeded before any area's data for them.
 */
export const platformArea = defineArea({
  name: 'platform',
  tables: tablesOf<
    AuditTables & CurrencyTables & IdentityTables & InfrastructureTables & LedgerTables & OrderReferenceTables
  >()([
    'currency',
    'exchange_rate',
    'account',
    'session',
    'rotated_refresh_token',
    'session_handoff',
    'advisee_link',
    'manager_link',
    'login_attempt',
    'ledger_journal',
    'ledger_entry',
    'ledger_balance',
    'order_reference',
    'message_outbox',
    'domain_event',
    'job_lease',
    'audit_entry',
  ]),
  // 0002 and 0003 also made the account service's login tables, the preference and legal agreement tables, before
  // areas owned their migrations.
  migrations: {
    '0001-currency': currencyMigration,
    '0002-identity': identityMigration,
    '0003-sessions': sessionsMigration,
    '0005-ledger': ledgerMigration,
    '0012-order-references': orderReferencesMigration,
    '0039-advisor-managers': advisorManagersMigration,
    '0041-audit-trail': auditTrailMigration,
  },
  // The clock, session hand-off, outbox and captcha helpers the journeys use.
  devSupport: (app, { config, db, clock }) => registerDevSupport(app, config, db, clock),
  // The demo accounts of the README (never in production).
  // The currencies and their reference rates (a deployment's rates come from the rate source).
  seeds: {
    reference: seedCurrencies,
    demo: (db, { passwords, seededAt }) => seedDemoAccounts(db, passwords, seededAt),
  },
});
