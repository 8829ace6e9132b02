import { createECDH } from 'node:crypto';
import { pushService, wireErrorCodes, type PushTarget } from '@portal/contract';
import { readNotificationEnabled, saveNotificationEnabled } from '../../platform/identity/account-directory';
import { AppError, type FieldError, type ValidationErrorDetails } from '../../platform/http/errors';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import type { Actor } from '../../platform/identity/sessions';
import { endpointPolicyOf, endpointUrlProblem } from './endpoint-safety';
import { findSubscriptions, saveSubscription, setSubscriptionsStatus, subscriptionOf } from './queries';
import { loadVapidKeys, vapidSettingsOf } from './vapid-keys';

/** RFC 8291: the browser's authentication secret is 16 bytes. */
const authSecretBytes = 16;

/** Why the browser's keys cannot be encrypted for (RFC 8291), as a field error, or undefined. */
export function pushKeysProblem(keys: PushTarget['keys']): FieldError | undefined {
  if (Buffer.from(keys.auth, 'base64url').length !== authSecretBytes) {
    return { path: 'target.keys.auth', message: `must be ${authSecretBytes} bytes (base64url)` };
  }
  const publicKey = Buffer.from(keys.p256dh, 'base64url');
  if (publicKey.length !== 65 || publicKey[0] !== 4) {
    return { path: 'target.keys.p256dh', message: 'must be an uncompressed P-256 public key (65 bytes, base64url)' };
  }
  try {
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(publicKey);
  } catch {
    return { path: 'target.keys.p256dh', message: 'is not a point of the P-256 curve' };
  }
  return undefined;
}

/** A 400 naming the field, as the contract's own input check answers. */
function invalidTarget(field: FieldError): AppError {
  return new AppError(400, wireErrorCodes.validation, `The request body is invalid: ${field.path}: ${field.message}`, {
    fieldErrors: [field],
  } satisfies ValidationErrorDetails);
}

/**
 * SPEC §4: pushes are for gateway-source users in their own session, never an advisee session an advisor opened.
 * The platform (`actsFor: ownAccountCode`) has already checked the account and source are the caller's own.
 */
function assertMayReceivePushes(actor: Actor | undefined, source: string): asserts actor is Actor {
  if (actor === undefined) throw AppError.unauthenticated();
  if (source !== 'gateway') throw AppError.forbidden('Push notifications are for gateway accounts only.');
  if (actor.advisorAccountCode !== null) {
    throw AppError.forbidden("An advisee session cannot change the client's push notifications.");
  }
}

async function vapidPublicKeyOf({ config, db, clock }: OperationContext): Promise<string> {
  return (await loadVapidKeys(db, clock, vapidSettingsOf(config))).publicKey;
}

/**
 * The push service of SPEC §7: the server's VAPID public key, the accounts' browser subscriptions, and turning an
 * account's pushes on (a subscription) or off (SPEC §4: the browser's permission was lost).
 */
export const pushImplementation = implementService(pushService, {
  getVapidPublicKey: async (_input, context) => ({ publicKey: await vapidPublicKeyOf(context) }),

  searchSubscriptions: async ({ accountCodes, source }, { db }) => ({
    subscriptions: (await findSubscriptions(db, accountCodes, source)).map(subscriptionOf),
  }),

  addSubscription: async ({ source, target }, { config, db, clock, actor }) => {
    assertMayReceivePushes(actor, source);
    const endpointProblem = endpointUrlProblem(target.endpoint, endpointPolicyOf(config));
    const problem =
      endpointProblem === undefined
        ? pushKeysProblem(target.keys)
        : { path: 'target.endpoint', message: endpointProblem };
    if (problem !== undefined) throw invalidTarget(problem);
    // The caller's own account (actsFor ownAccountCode), as the session names it: uppercased.
    const key = { accountCode: actor.accountCode, source: actor.source };
    const saved = await db.transaction().execute(async (transaction) => {
      const row = await saveSubscription(transaction, key, target, clock.now());
      await saveNotificationEnabled(transaction, key, true);
      return row;
    });
    return subscriptionOf(saved);
  },

  setNotificationEnabled: async ({ source, enabled }, { db, clock, actor }) => {
    assertMayReceivePushes(actor, source);
    const key = { accountCode: actor.accountCode, source: actor.source };
    await db.transaction().execute(async (transaction) => {
      if (!(await saveNotificationEnabled(transaction, key, enabled))) throw AppError.notFound('No such account.');
      // Off: the browsers stop receiving at once; a browser that regains permission registers again (active).
      if (!enabled) await setSubscriptionsStatus(transaction, key, 'inactive', clock.now());
    });
    return { notificationEnabled: (await readNotificationEnabled(db, key)) === true };
  },
});
