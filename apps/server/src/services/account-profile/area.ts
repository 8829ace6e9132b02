import { brandFeatures } from '@portal/contract/domain/brand-features';
import { accountProfilesMigration } from '../../db/migrations/0023-account-profiles';
import { defineArea, simulatedBackOffice, tablesOf } from '../../platform/area';
import { changeRequestBackOfficeOf } from './change-request-back-office';
import type { AccountProfileTables } from './account-profile-tables';
import { accountProfileDependenciesOf, accountProfileImplementation } from './account-profile-service';
import { runProfileBackOffice } from './change-decisions';
import { accountProfileBackOfficeJob, registerAccountProfileDevSupport } from './dev-support';
import { seedDemoProfiles } from './profile-seed';

/** The client's record as the broker keeps it, and change requests decided by the back office (ADR 038). */
export const accountProfileArea = defineArea({
  name: 'account-profile',
  uses: ['account-notice', 'step-up'],
  services: [accountProfileImplementation],
  tables: tablesOf<AccountProfileTables>()([
    'account_profile',
    'account_profile_holder',
    'account_profile_change',
    'account_profile_proof',
  ]),
  migrations: { '0023-account-profiles': accountProfilesMigration },
  dependencies: (platform) => ({
    ...accountProfileDependenciesOf(platform),
    backOffice: changeRequestBackOfficeOf(platform.config),
  }),
  // Change requests are decided by the back-office simulator 10 minutes after submission.
  // With PORTAL_BACK_OFFICE=operator they wait for an operator and the job does not run (ADR 051).
  jobs: [
    {
      ...accountProfileBackOfficeJob,
      feature: brandFeatures.accountInformationEdit,
      when: simulatedBackOffice,
      run: runProfileBackOffice,
    },
  ],
  devSupport: (app, profiles, { config }) => registerAccountProfileDevSupport(app, config, profiles),
  seeds: { demo: (db, { seededAt }) => seedDemoProfiles(db, seededAt) },
});
