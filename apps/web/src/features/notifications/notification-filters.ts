/* The notifications page's filter (All / Unread / Read) and the statuses each asks for. */
import type { ListedNotificationStatus } from '@portal/contract';

export const notificationFilters = ['all', 'unread', 'read'] as const;

export type NotificationFilter = (typeof notificationFilters)[number];

export const statusesOf: Readonly<Record<NotificationFilter, readonly ListedNotificationStatus[]>> = {
  all: ['unread', 'read'],
  unread: ['unread'],
  read: ['read'],
};

export function isNotificationFilter(value: string): value is NotificationFilter {
  return (notificationFilters as readonly string[]).includes(value);
}
