import { notificationService } from '@portal/contract';
import { mayActFor } from '../../platform/identity/access';
import { AppError } from '../../platform/http/errors';
import { implementService } from '../../platform/http/rpc';
import {
  countUnreadSinceLastQuery,
  findNotificationOwner,
  listNotifications,
  markInboxesListed,
  saveNotificationStatus,
} from './queries';

/** The answer for a notification the caller may not see: the same as for none at all, so ids leak nothing. */
function noSuchNotification(): AppError {
  return AppError.notFound('There is no such notification.');
}

/**
 * The notification service of SPEC §7. Sessions and acting for the named accounts (their own, or an advisor's
 * advisees) are checked by the platform (`actsFor`) before queryNotifications and countNotifications run;
 * setNotificationStatus names no account, so it checks the notification's own account here.
 */
export const notificationImplementation = implementService(notificationService, {
  queryNotifications: async (input, { db, clock }) => {
    const { accountCodes, source, statuses, pageSize, pageIndex, lastQueryTime, lastNotificationId } = input;
    if (lastQueryTime === undefined && (pageIndex > 0 || lastNotificationId !== undefined)) {
      throw AppError.badRequest(
        'A page after the first needs lastQueryTime and lastNotificationId: the startTime and _id of the last ' +
          'notification already shown (notifications are paged from the last one shown, not by page number).',
      );
    }
    const { notifications, more } = await listNotifications(db, {
      accountCodes,
      source,
      statuses,
      pageSize,
      ...(lastQueryTime === undefined
        ? {}
        : {
            after: {
              startTime: new Date(lastQueryTime).toISOString(),
              ...(lastNotificationId === undefined ? {} : { id: lastNotificationId }),
            },
          }),
    });
    // SPEC §7: listing the newest ones resets the unread count (a list of read ones only has shown none of them).
    if (lastQueryTime === undefined && statuses.includes('unread')) {
      await markInboxesListed(db, accountCodes, source, clock.now());
    }
    return { notifications, hasMore: more };
  },

  countNotifications: async ({ accountCode, source }, { db }) => countUnreadSinceLastQuery(db, { accountCode, source }),

  setNotificationStatus: async ({ notificationId, status, source }, { db, clock, actor }) => {
    if (actor === undefined) throw AppError.unauthenticated();
    const owner = await findNotificationOwner(db, notificationId);
    if (
      owner === undefined ||
      owner.status === 'deleted' ||
      owner.source !== source ||
      !(await mayActFor(db, actor, owner.accountCode, owner.source))
    ) {
      throw noSuchNotification();
    }
    // Deleted in the meantime by another tab: it stays deleted, and is gone for this caller too.
    if (!(await saveNotificationStatus(db, notificationId, status, clock.now()))) throw noSuchNotification();
    return true;
  },
});
