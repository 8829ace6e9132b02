import {
  accountCredentialService,
  deviceMessages,
  maxSavedDevices,
  tradePasswordRule,
  trustedDeviceDays,
  type ChangeTradePasswordFailure,
  type DeviceFailure,
} from '@portal/contract';
import { AppError } from '../../platform/http/errors';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import type { Actor } from '../../platform/identity/sessions';
import { isLoginPassword, verifyLoginPasswordOf } from '../../platform/identity/login-passwords';
import { sendAccountNotice } from '../account-notice/public';
import { consumeStepUp } from '../step-up/public';
import { replaceTradePassword, tradePasswordStateOf } from '../stock-order/public';
import { deviceDigestOf, devicesOf, toAccountDevice, trustedUntilOf, type AccountKey } from './devices';
import {
  isRecentTradePassword,
  lastTradePasswordChangeOf,
  meetsTradePasswordRule,
  rememberTradePassword,
  tradePasswordRefusal,
} from './trade-password';

/** The client's own account, for the client's own session only: an advisor's advisee session is refused (403). */
function clientActor(context: OperationContext): Actor {
  const actor = context.actor;
  if (actor === undefined) throw AppError.unauthenticated();
  if (actor.advisorAccountCode !== null) {
    throw AppError.forbidden("An advisee session cannot change the client's passwords or devices.");
  }
  return actor;
}

function accountOf(actor: Actor): AccountKey {
  return { accountCode: actor.accountCode, source: actor.source };
}

/** Sends a notice after a committed change; a messaging failure is logged, never turned into the change's failure. */
async function noticeSafely(context: OperationContext, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    context.log.error({ err: error }, 'An account notice could not be sent.');
  }
}

function deviceRefusal(result: DeviceFailure): AppError {
  return AppError.businessRule(result, deviceMessages[result]);
}

async function deviceAnswer(context: OperationContext, account: AccountKey, deviceId: string) {
  const row = await context.db
    .selectFrom('account_device')
    .selectAll()
    .where('id', '=', deviceId)
    .where('account_code', '=', account.accountCode)
    .where('source', '=', account.source)
    .executeTakeFirst();
  if (row === undefined) throw deviceRefusal('deviceCodeNotFound');
  return { device: toAccountDevice(row, deviceDigestOf(context), context.clock.now()) };
}

/** Passwords and devices of the accounts area (issue 17 part 4, ADR 040). */
export const accountCredentialImplementation = implementService(accountCredentialService, {
  async tradePasswordTerms(_input, context) {
    const account = accountOf(clientActor(context));
    const state = await tradePasswordStateOf(context.db, account);
    return {
      tradePasswordRequired: state.tradePasswordRequired,
      hasTradePassword: state.tradePasswordHash !== null,
      lastChangeTime: await lastTradePasswordChangeOf(context.db, account),
      rule: tradePasswordRule,
    };
  },

  async changeTradePassword(input, context) {
    const actor = clientActor(context);
    const account = accountOf(actor);
    const { db, passwords, clock } = context;
    // The rule first: it reveals nothing about the trade password, and needs no step-up.
    if (!meetsTradePasswordRule(input.newTradePassword)) throw tradePasswordRefusal('tradePasswordViolatePolicy');
    const state = await tradePasswordStateOf(db, account);
    const currentHash = state.tradePasswordHash;
    // Worked out before the transaction (argon2 is slow; SQLite holds one writer), answered only after the step-up.
    let refusal: ChangeTradePasswordFailure | undefined;
    if (currentHash === null || !(await passwords.verify(currentHash, input.oldTradePassword))) {
      refusal = 'incorrectOldTradePassword';
    } else if (await isLoginPassword(db, passwords, actor.accountId, input.newTradePassword)) {
      refusal = 'errorOnNewTradePassword';
    } else if (await isRecentTradePassword(db, passwords, account, currentHash, input.newTradePassword)) {
      refusal = 'newTradePasswordUsedBefore';
    }
    const newHash = refusal === undefined ? await passwords.hash(input.newTradePassword) : undefined;
    const changedAt = clock.now();
    const outcome = await db.transaction().execute(async (transaction) => {
      // Without a valid grant (403 STEP_UP_REQUIRED) nothing is told, not even whether the old password was right. A
      // refusal past the step-up uses the grant: each guess of the old trade password costs a fresh step-up.
      await consumeStepUp(transaction, actor, 'tradePassword', input.stepUpToken, changedAt);
      if (refusal !== undefined || currentHash === null || newHash === undefined) return refusal ?? 'unknown';
      if (!(await replaceTradePassword(transaction, account, currentHash, newHash, changedAt))) return 'unknown';
      await rememberTradePassword(transaction, account, currentHash, changedAt);
      return 'success';
    });
    if (outcome !== 'success') throw tradePasswordRefusal(outcome);
    // After the commit: a notice is not part of the change (ADR 036).
    await noticeSafely(context, () => sendAccountNotice(context, account, { kind: 'tradePasswordChanged' }));
    return { result: 'success', changeTime: changedAt.toISOString() } as const;
  },

  async searchDevices(_input, context) {
    const account = accountOf(clientActor(context));
    const current = deviceDigestOf(context);
    const rows = await devicesOf(context.db, account);
    return {
      devices: rows.map((row) => toAccountDevice(row, current, context.clock.now())),
      maxSavedDevices,
      trustedDays: trustedDeviceDays,
    };
  },

  async saveDevice(input, context) {
    const actor = clientActor(context);
    const account = accountOf(actor);
    if (!(await verifyLoginPasswordOf(context, actor, input.password, 'saveDevice'))) {
      throw deviceRefusal('incorrectPassword');
    }
    const digest = deviceDigestOf(context);
    const now = context.clock.now();
    const deviceId = await context.db.transaction().execute(async (transaction) => {
      const device =
        digest === undefined
          ? undefined
          : await transaction
              .selectFrom('account_device')
              .select(['id', 'saved_at'])
              .where('account_code', '=', account.accountCode)
              .where('source', '=', account.source)
              .where('token_hash', '=', digest)
              .executeTakeFirst();
      if (device === undefined) return deviceRefusal('incorrectDeviceCode');
      const savedOthers = await transaction
        .selectFrom('account_device')
        .select('id')
        .where('account_code', '=', account.accountCode)
        .where('source', '=', account.source)
        .where('saved_at', 'is not', null)
        .where('id', '!=', device.id)
        .limit(maxSavedDevices)
        .execute();
      if (savedOthers.length >= maxSavedDevices) return deviceRefusal('exceedMaxSaveDevice');
      await transaction
        .updateTable('account_device')
        .set({ name: input.name, saved_at: now.toISOString(), trusted_until: trustedUntilOf(now).toISOString() })
        .where('id', '=', device.id)
        .execute();
      return device.id;
    });
    if (deviceId instanceof AppError) throw deviceId;
    return deviceAnswer(context, account, deviceId);
  },

  async renameDevice(input, context) {
    const account = accountOf(clientActor(context));
    const renamed = await context.db
      .updateTable('account_device')
      .set({ name: input.name })
      .where('id', '=', input.deviceId)
      .where('account_code', '=', account.accountCode)
      .where('source', '=', account.source)
      .executeTakeFirst();
    if (renamed.numUpdatedRows !== 1n) throw deviceRefusal('deviceCodeNotFound');
    return deviceAnswer(context, account, input.deviceId);
  },

  async removeDevice(input, context) {
    const account = accountOf(clientActor(context));
    const removed = await context.db
      .deleteFrom('account_device')
      .where('id', '=', input.deviceId)
      .where('account_code', '=', account.accountCode)
      .where('source', '=', account.source)
      .executeTakeFirst();
    if (removed.numDeletedRows !== 1n) throw deviceRefusal('deviceCodeNotFound');
    return { removed: true } as const;
  },
});
