import { defineArea, tablesOf } from '../../platform/area';
import type { PushTables } from './push-tables';
import { registerPushDevSupport } from './dev-support';
import { pushImplementation } from './push-service';

/** Web push: the browsers' subscriptions, the VAPID keys, and the sender the notification area calls. */
export const pushArea = defineArea({
  name: 'push',
  services: [pushImplementation],
  tables: tablesOf<PushTables>()(['push_subscription', 'server_setting']),
  devSupport: (app, platform) => registerPushDevSupport(app, platform),
});
