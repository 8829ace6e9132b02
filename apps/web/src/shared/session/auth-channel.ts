import * as z from '../validation/schema';
import type { LoginSource } from '@portal/contract/brands';
import { roles } from '@portal/contract/domain/roles';
import type { Role } from '@portal/contract/domain/roles';

/** The BroadcastChannel every tab of the portal listens on for logins in other tabs (SPEC §4 Single-session). */
export const authChannelName = 'auth-channel';

/** What a tab announces when a login completes in it. */
export type LoginAnnouncement = {
  readonly type: 'login';
  readonly accountCode: string;
  readonly source: LoginSource;
  readonly role: Role;
  /** The login's time (SessionFacts.loginTime): a later login kicks the current gateway user of the other tabs. */
  readonly loginTime: number;
};

const loginAnnouncementSchema = z.object({
  type: z.literal('login'),
  accountCode: z.string().check(z.minLength(1), z.maxLength(32)),
  source: z.enum(['gateway', 'fos']),
  role: z.enum(roles),
  loginTime: z.number().check(z.nonnegative()),
}) satisfies z.Schema<LoginAnnouncement>;

/** A message from the channel, or undefined when it is not a well-formed announcement (it is then ignored). */
export function parseLoginAnnouncement(data: unknown): LoginAnnouncement | undefined {
  const parsed = loginAnnouncementSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/** Opens the channel, or undefined where the browser has no BroadcastChannel. */
export function openAuthChannel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(authChannelName) : undefined;
}

/** Tells the other tabs of this browser that a login completed here. */
export function announceLogin(announcement: Omit<LoginAnnouncement, 'type'>): void {
  const channel = openAuthChannel();
  if (!channel) return;
  channel.postMessage({ type: 'login', ...announcement } satisfies LoginAnnouncement);
  channel.close();
}
