import { stepUpAndAccountNoticesMigration } from '../../db/migrations/0022-step-up-and-account-notices';
import { defineArea, tablesOf } from '../../platform/area';
import type { StepUpTables } from './step-up-tables';
import { stepUpImplementation } from './step-up-service';

/** Step-up: the password or a one-time code again, granted for one action (ADR 036). */
export const stepUpArea = defineArea({
  name: 'step-up',
  services: [stepUpImplementation],
  tables: tablesOf<StepUpTables>()(['step_up_code', 'step_up_grant', 'step_up_failure']),
  // 0022 also made account-notice's table, before areas owned their migrations.
  migrations: { '0022-step-up-and-account-notices': stepUpAndAccountNoticesMigration },
});
