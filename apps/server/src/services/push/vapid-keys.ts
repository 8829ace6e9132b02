import type { Kysely } from 'kysely';
import webpush from 'web-push';
import { z } from 'zod';
import type { VapidKeys } from '../../adapters/push/push-adapter';
import type { Clock } from '../../platform/runtime/clock';
import { vapidKeyProblem, type Config, type VapidSettings } from '../../platform/runtime/config';
import type { Database } from '../../platform/db/db';

/** The server_setting row holding the key pair the server made for itself. */
export const vapidSettingName = 'vapid';

/** The server's VAPID settings, read from the environment with the rest of the configuration. */
export function vapidSettingsOf(config: Config): VapidSettings {
  return config.vapid;
}

const storedKeysSchema = z.object({ publicKey: z.string(), privateKey: z.string() });

/** The stored pair: made and inserted if there is none yet (on conflict nothing), then read back, so processes agree. */
async function storedKeysOf(db: Kysely<Database>, clock: Clock): Promise<{ publicKey: string; privateKey: string }> {
  const made = webpush.generateVAPIDKeys();
  await db
    .insertInto('server_setting')
    .values({ name: vapidSettingName, value: JSON.stringify(made), created_at: clock.now().toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_setting')
    .select('value')
    .where('name', '=', vapidSettingName)
    .executeTakeFirstOrThrow();
  const stored = storedKeysSchema.safeParse(JSON.parse(row.value));
  const problem = stored.success ? vapidKeyProblem(stored.data.publicKey, stored.data.privateKey) : 'not a key pair';
  if (!stored.success || problem !== undefined) {
    throw new Error(`The stored VAPID keys (server_setting '${vapidSettingName}') are unusable: ${problem}.`);
  }
  return stored.data;
}

/** Per database: the stored pair never changes once made, so it is read once per process. */
const storedKeysByDatabase = new WeakMap<Kysely<Database>, Promise<{ publicKey: string; privateKey: string }>>();

/** The keys the server signs its pushes with and browsers subscribe with: the configured pair, or the stored one. */
export async function loadVapidKeys(db: Kysely<Database>, clock: Clock, settings: VapidSettings): Promise<VapidKeys> {
  if (settings.keys !== undefined) return { ...settings.keys, subject: settings.subject };
  let stored = storedKeysByDatabase.get(db);
  if (stored === undefined) {
    stored = storedKeysOf(db, clock);
    storedKeysByDatabase.set(db, stored);
    // A failed read is tried again by the next push, not remembered.
    stored.catch(() => storedKeysByDatabase.delete(db));
  }
  return { ...(await stored), subject: settings.subject };
}
