import { notificationsMigration } from '../../db/migrations/0004-notifications';
import { defineArea, tablesOf } from '../../platform/area';
import type { NotificationTables } from './notification-tables';
import { createPushSender } from '../push/public';
import { activitySimulatorJob, createActivitySimulator } from './activity-simulator';
import { registerNotificationDevSupport } from './dev-support';
import { subscribeNotifications } from './notification-events';
import { notificationImplementation } from './notification-service';
import { seedDemoNotifications } from './seed-notifications';

/** The inbox: every domain event becomes a notification in its transaction, then a web push (push's sender). */
export const notificationArea = defineArea({
  name: 'notification',
  uses: ['push'],
  services: [notificationImplementation],
  tables: tablesOf<NotificationTables>()(['notification', 'notification_inbox']),
  // Also made job_lease, server_setting, domain_event and push_subscription, before areas owned their migrations.
  migrations: { '0004-notifications': notificationsMigration },
  jobs: [
    {
      // The demo's made-up event for a demo client every 2 minutes (PORTAL_ACTIVITY_SIMULATOR, off in production).
      ...activitySimulatorJob,
      when: (config) => config.activitySimulator,
      run: async (platform) => createActivitySimulator(platform).publishOne(),
    },
  ],
  devSupport: (app, platform) => registerNotificationDevSupport(app, platform),
  subscribers: (events, platform) => {
    const pushSender = createPushSender({ ...platform, adapter: platform.push });
    subscribeNotifications(events, { afterStored: (notification) => pushSender.sendFor(notification) });
  },
  seeds: { demo: (db, { clock }) => seedDemoNotifications(db, clock) },
});
