import { defineArea, tablesOf } from '../../platform/area';
import type { AccountTables } from './account-tables';
import { accountImplementation } from './account-service';
import { registerAccountDevSupport } from './dev-support';

/** Login, its second factor, captcha, password resets and changes (the identity tables are the platform's). */
export const accountArea = defineArea({
  name: 'account',
  uses: ['account-credential', 'account-notice'],
  services: [accountImplementation],
  // A captcha's answer for the journeys.
  devSupport: (app, platform) => registerAccountDevSupport(app, platform),
  tables: tablesOf<AccountTables>()([
    'pending_login',
    'one_time_password',
    'captcha',
    'password_reset',
    'password_history',
  ]),
});
