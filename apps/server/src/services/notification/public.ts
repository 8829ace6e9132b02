/*
 * What other services may import from notification (ADR 015): it owns notification and notification_inbox and turns
 * domain events into notifications; a service that simulates activity subscribes it to its event publisher.
 */
export { subscribeNotifications, type NotificationSubscriptionOptions } from './notification-events';
