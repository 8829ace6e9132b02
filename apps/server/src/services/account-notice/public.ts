// TEMPORARY STUB (not committed).
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db';
import type { Clock } from '../../platform/clock';
import type { MessagingAdapter } from '../../adapters/messaging/messaging-adapter';
export async function sendAccountNotice(
  _deps: { db: Kysely<Database>; clock: Clock; messaging: MessagingAdapter },
  _account: { accountCode: string; source: 'gateway' | 'fos' },
  _notice: { kind: string; params: Record<string, string>; to?: { channel: 'email' | 'sms'; destination: string }[] },
): Promise<void> {}
