import { accountCredentialsMigration } from '../../db/migrations/0026-account-credentials';
import { defineArea, tablesOf } from '../../platform/area';
import type { AccountCredentialTables } from './account-credential-tables';
import { accountCredentialImplementation } from './account-credential-service';

/** Passwords, the trade password and trusted devices (ADR 040). */
export const accountCredentialArea = defineArea({
  name: 'account-credential',
  uses: ['account-notice', 'step-up', 'stock-order'],
  services: [accountCredentialImplementation],
  tables: tablesOf<AccountCredentialTables>()(['account_device', 'trade_password_history']),
  migrations: { '0026-account-credentials': accountCredentialsMigration },
});
