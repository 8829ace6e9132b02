import type { Notification } from '@portal/contract';
import type { EventPublisher } from '../../platform/runtime/events';
import { insertNotification } from './queries';

export type NotificationSubscriptionOptions = {
  /** Runs after the transaction that stored the notification committed (the web push). */
  readonly afterStored?: (notification: Notification) => Promise<void>;
};

/**
 * Subscribes the notification service to every domain event (ARCHITECTURE §4): one notification per event, unread,
 * stored inside the publishing transaction (a rolled-back change leaves none), started at the event's time. What
 * must wait for the commit (the web push) is handed back as the event's after-commit action.
 */
export function subscribeNotifications(events: EventPublisher, options: NotificationSubscriptionOptions = {}): void {
  const { afterStored } = options;
  events.subscribe(async (event, transaction) => {
    const notification = await insertNotification(transaction, event);
    return afterStored === undefined ? undefined : () => afterStored(notification);
  });
}
