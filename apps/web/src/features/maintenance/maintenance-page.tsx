import { Loader, Group, Text } from '@mantine/core';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Text.css';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { MessagePage } from '../../shared/ui/message-page';
import { maintenanceLineAt, maintenanceLineMs, maintenanceLines } from './maintenance-lines';

/**
 * /maintenance: shown when the keep-alive fails (SPEC §2). The lines rotate and end on 'Server is under
 * maintenance.'; the keep-alive that comes here and leaves on recovery arrives with a later issue.
 */
export function MaintenancePage() {
  const { t } = useTranslation('maintenance');
  const [openedAt] = useState(() => Date.now());
  const [line, setLine] = useState(() => maintenanceLineAt(0));
  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = maintenanceLineAt(Date.now() - openedAt);
      setLine(next);
      if (next === maintenanceLines[maintenanceLines.length - 1]) window.clearInterval(timer);
    }, maintenanceLineMs / 3);
    return () => window.clearInterval(timer);
  }, [openedAt]);
  const final = line === 'underMaintenance';
  return (
    <MessagePage heading={t('heading')}>
      <Group gap="sm" role="status" aria-live="polite" data-testid="maintenance-status">
        {!final && <Loader size="xs" />}
        <Text>{t(`lines.${line}`)}</Text>
      </Group>
    </MessagePage>
  );
}
