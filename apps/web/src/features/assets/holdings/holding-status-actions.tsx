/* A holding's status: make it active or inactive, or delete it (asking first); a delete goes back to the list, whose
 * notice offers Undo. A deleted holding's page offers Restore instead. */
import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { AssetHoldingDetail } from '@portal/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DangerConfirmDialog } from '../../../shared/ui/confirm-actions';
import { useAssetsApi, type AssetAccount } from './holdings-api';
import { useHoldingChange } from './use-holding-change';

export function HoldingStatusActions(props: { readonly account: AssetAccount; readonly detail: AssetHoldingDetail }) {
  const { t } = useTranslation('assetHoldings');
  const api = useAssetsApi();
  const navigate = useNavigate();
  const { holding } = props.detail;
  const key = { ...props.account, holdingId: holding.holdingId };
  const [asking, setAsking] = useState(false);
  const status = useHoldingChange(props.account, holding.holdingId, (next: 'active' | 'inactive') =>
    api.assetHolding.setAssetHoldingStatus({ ...key, status: next }),
  );
  const remove = useHoldingChange(
    props.account,
    holding.holdingId,
    () => api.assetHolding.deleteAssetHolding(key),
    () =>
      void navigate('/assets/holdings', {
        state: { deletedHolding: { holdingId: holding.holdingId, name: holding.name } },
      }),
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('status.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('status.inactiveNote')}
        </Text>
        <Group justify="space-between">
          <Button
            variant="default"
            loading={status.isPending}
            onClick={() => status.mutate(holding.status === 'active' ? 'inactive' : 'active')}
          >
            {holding.status === 'active' ? t('status.makeInactive') : t('status.makeActive')}
          </Button>
          <Button color="danger" variant="light" onClick={() => setAsking(true)}>
            {t('delete.action')}
          </Button>
        </Group>
        {status.isError && (
          <Alert color="danger" role="alert">
            {t('failure')}
          </Alert>
        )}
      </Stack>
      <DangerConfirmDialog
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('delete.title')}
        keepLabel={t('delete.keep')}
        confirmLabel={t('delete.action')}
        onConfirm={() => remove.mutate(undefined)}
        pending={remove.isPending}
        confirmTestId="confirm-delete-holding"
      >
        <Text size="sm">{t('delete.confirm', { name: holding.name })}</Text>
        {remove.isError && (
          <Text size="sm" c="danger" role="alert">
            {t('failure')}
          </Text>
        )}
      </DangerConfirmDialog>
    </Paper>
  );
}
