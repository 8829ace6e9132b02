import type { TranslationTree } from '../../shared/i18n/translations';

/**
 * Namespace 'notifications': the header's bell and its list, the notifications page and browser notifications. In
 * English, fetched with the first signed-in page (not on the first load); it gives the keys every language must have.
 *
 * The title and sentence of each notification type are not here: the contract writes them once in the three
 * languages (domain/notification-text, also the server's push messages), and the notifications chunks read them from
 * there. As texts of this namespace they would tie the contract's module, with decimal.js and zod behind it, to every
 * language's texts chunk, which is part of the login page's first load in Chinese.
 */
export const notificationsEnglish = {
  bell: {
    label: 'Notifications',
    labelUnread: 'Notifications, {{unread}} unread',
    heading: 'Notifications',
    showMore: 'Show More',
  },
  list: {
    loading: 'Loading notifications…',
    loadFailed: 'The notifications could not be loaded.',
    retry: 'Try again',
    empty: 'No Notification',
    end: 'No more notifications',
    unread: 'Unread',
  },
  page: {
    title: 'Notifications',
    filterLabel: 'Show notifications',
    filter: { all: 'All', unread: 'Unread', read: 'Read' },
    loadMore: 'Load more',
    markAsRead: 'Mark as read',
    markFailed: 'The notification could not be marked as read. Try again.',
    delete: 'Delete',
    deleteTitle: 'Delete notification',
    deleteConfirm:
      'Are you sure you want to delete this notification? Once deleted, the notification cannot be recovered.',
    deleteFailed: 'The notification could not be deleted. Try again.',
    cancel: 'Cancel',
    closeDialog: 'Close',
  },
  push: {
    heading: 'Browser notifications',
    intro: 'Get a notification on this device when something happens in your account, even while the portal is closed.',
    turnOn: 'Turn on browser notifications',
    on: 'Browser notifications are on for this device.',
    blocked:
      'Browser notifications are blocked for this site. To receive them, allow notifications for this site in your browser’s settings.',
    failed: 'Browser notifications could not be turned on. Try again later.',
  },
  advisorTag: 'Advisor',
} as const satisfies TranslationTree;
