import type { Kysely } from 'kysely';
import type { MessagingAdapter } from '../../adapters/messaging/messaging-adapter';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';

/** Stand-in for account-notice's sendAccountNotice until the lead's "Account notices" lands (replaced at the merge). */
export async function sendAccountNotice(
  deps: { db: Kysely<Database>; clock: Clock; messaging: MessagingAdapter },
  account: { accountCode: string; source: 'gateway' | 'fos' },
  notice: {
    kind: 'personalInformationChange';
    params: Record<string, string>;
    to?: readonly { channel: 'email' | 'sms'; destination: string }[];
  },
): Promise<void> {
  for (const recipient of notice.to ?? []) {
    await deps.messaging.send({
      channel: recipient.channel,
      destination: recipient.destination,
      accountCode: account.accountCode,
      body: `Your personal information was changed: ${notice.params.fields ?? ''}`,
    });
  }
}
