import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountNoticeChannel, AccountNoticeKind } from '@portal/contract/domain/account-notice';
import type { LoginSource } from '@portal/contract/brands';
import { defaultLanguage, isLanguage, type Language } from '@portal/contract/domain/language';
import { maskEmail, maskPhone } from '../../adapters/messaging/mask';
import type { MessagingAdapter } from '../../adapters/messaging/messaging-adapter';
import { preferredLanguageOf } from '../../platform/identity/account-directory';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/db';
import { keysetPage } from '../../platform/paging/keyset';
import { writeNotice } from './notice-texts';

/*
 * Notices on a second channel (the SFC internet-trading guideline; issue 17 part 7, ADR 036): a login from a new
 * device, a password reset or change, a change of personal information or bank account, every executed trade. Each is
 * sent through the messaging adapter to the account's registered e-mail and phone (both when both are on file) in the
 * account's language, and recorded so the client can read what was sent.
 */

export type AccountNoticeDependencies = {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly messaging: MessagingAdapter;
};

export type NoticeAccount = { readonly accountCode: string; readonly source: LoginSource };

export type NoticeDestination = { readonly channel: AccountNoticeChannel; readonly destination: string };

export type NoticeToSend = {
  readonly kind: AccountNoticeKind;
  /** What the kind's text names (notice-texts.ts); `accountCode` and `time` are filled in when not given. */
  readonly params?: Readonly<Record<string, string>>;
  /** Where to send it instead of the registered contact (a change of contact notifies the old and the new one). */
  readonly to?: readonly NoticeDestination[];
};

async function registeredContacts(db: Kysely<Database>, account: NoticeAccount): Promise<NoticeDestination[]> {
  const row = await db
    .selectFrom('account')
    .select(['phone', 'email'])
    .where('account_code', '=', account.accountCode.toUpperCase())
    .where('source', '=', account.source)
    .executeTakeFirst();
  const contacts: NoticeDestination[] = [];
  if (row?.email) contacts.push({ channel: 'email', destination: row.email });
  if (row?.phone) contacts.push({ channel: 'sms', destination: row.phone });
  return contacts;
}

/** Hong Kong time as a notice shows it: "2026-11-27 14:05 HKT". */
export function noticeTime(instant: Date): string {
  const local = new Date(instant.getTime() + 8 * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)} HKT`;
}

/**
 * Sends a notice and records it; answers how many went out (0 when the account has no registered contact: nothing is
 * recorded then). Call it after the change it reports has committed: a notice is not part of the change.
 */
export async function sendAccountNotice(
  deps: AccountNoticeDependencies,
  account: NoticeAccount,
  notice: NoticeToSend,
): Promise<number> {
  const accountCode = account.accountCode.toUpperCase();
  const key = { accountCode, source: account.source };
  const preferred = await preferredLanguageOf(deps.db, key);
  const language: Language = isLanguage(preferred) ? preferred : defaultLanguage;
  const now = deps.clock.now();
  const body = writeNotice(notice.kind, { accountCode, time: noticeTime(now), ...notice.params }, language);
  const destinations = notice.to ?? (await registeredContacts(deps.db, key));
  for (const { channel, destination } of destinations) {
    await deps.messaging.send({ channel, destination, accountCode, body });
    await deps.db
      .insertInto('account_notice')
      .values({
        id: randomUUID(),
        account_code: accountCode,
        source: account.source,
        kind: notice.kind,
        channel,
        destination: channel === 'sms' ? maskPhone(destination) : maskEmail(destination),
        language,
        body,
        sent_at: now.toISOString(),
      })
      .execute();
  }
  return destinations.length;
}

/** A page of the account's notices, newest first, past `cursor` (refused when it is not one of this list's). */
export async function noticesOf(
  db: Kysely<Database>,
  account: NoticeAccount,
  options: {
    readonly kinds: readonly AccountNoticeKind[];
    readonly cursor?: string | undefined;
    readonly pageSize: number;
  },
) {
  let query = db
    .selectFrom('account_notice')
    .select(['id', 'kind', 'channel', 'destination', 'body', 'sent_at'])
    .where('account_code', '=', account.accountCode.toUpperCase())
    .where('source', '=', account.source);
  if (options.kinds.length > 0) query = query.where('kind', 'in', [...options.kinds]);
  const { items, nextCursor } = await keysetPage(query, { key: 'sent_at', id: 'id', direction: 'desc' }, options);
  return {
    notices: items.map((row) => ({
      noticeId: row.id,
      kind: row.kind,
      channel: row.channel,
      destination: row.destination,
      body: row.body,
      sentTime: row.sent_at,
    })),
    ...(nextCursor === null ? {} : { nextCursor }),
  };
}
