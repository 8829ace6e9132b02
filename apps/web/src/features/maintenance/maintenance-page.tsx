import { useSyncExternalStore } from 'react';
import { serverHealth } from '../../shared/api/server-health';
import type { ServerHealthStore } from '../../shared/api/server-health';
import { useTranslation } from '../../shared/i18n/use-translation';
import { MessagePage, MessageText } from '../../shared/ui/message-page';
import { maintenanceLineOf } from './maintenance-lines';
import classes from './maintenance-page.module.css';

export type MaintenancePageProps = {
  /** The keep-alive's findings; the portal's own unless given. */
  readonly health?: ServerHealthStore;
};

/**
 * /maintenance: shown while the keep-alive cannot reach the server (SPEC §2). Its line moves on with each failed
 * check and ends on 'Server is under maintenance.'; the keep-alive leaves the page when the server answers. The
 * server may be down when this page is needed, so it is part of the first load, in plain elements (ARCHITECTURE §9).
 */
export function MaintenancePage({ health = serverHealth }: MaintenancePageProps) {
  const { t } = useTranslation('maintenance');
  const { failedChecks } = useSyncExternalStore(health.subscribe, health.getSnapshot, health.getSnapshot);
  const line = maintenanceLineOf(failedChecks);
  return (
    <MessagePage heading={t('heading')}>
      <div className={classes.status} role="status" aria-live="polite" data-testid="maintenance-status">
        {line !== 'underMaintenance' && <span className={classes.spinner} aria-hidden="true" />}
        <MessageText>{t(`lines.${line}`)}</MessageText>
      </div>
    </MessagePage>
  );
}
