import type { LoginSource } from '@portal/contract/brands';
import type { AccountNoticeKind } from '@portal/contract/domain/account-notice';

/** A notice sent to the account's registered e-mail or phone (the SFC internet-trading guideline, ADR 036). */
export type AccountNoticeTable = {
  id: string;
  account_code: string;
  source: LoginSource;
  kind: AccountNoticeKind;
  channel: 'sms' | 'email';
  /** As the client sees it: masked. */
  destination: string;
  /** The language the notice was written in. */
  language: string;
  body: string;
  sent_at: string;
};

export type AccountNoticeTables = {
  account_notice: AccountNoticeTable;
};

declare module '../../platform/db/db' {
  // Each owner adds its tables to the one Database type by declaration merging (ADR 048): a new area is a new folder.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface Database extends AccountNoticeTables {}
}
