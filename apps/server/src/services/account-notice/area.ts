import { defineArea, tablesOf } from '../../platform/area';
import type { AccountNoticeTables } from './account-notice-tables';
import { accountNoticeImplementation } from './account-notice-service';

/** The notices that tell a client a sensitive change was made to the account (ADR 036). */
export const accountNoticeArea = defineArea({
  name: 'account-notice',
  services: [accountNoticeImplementation],
  tables: tablesOf<AccountNoticeTables>()(['account_notice']),
});
