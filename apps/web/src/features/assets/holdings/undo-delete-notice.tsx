/* After a delete: "<name> was deleted." with an Undo button that restores the holding (restoreAssetHolding). */
import { useState } from 'react';
import { Button, Group, Notification, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { assetQueryKey, useAssetAccount, useAssetsApi } from './holdings-api';

export type DeletedHolding = { readonly holdingId: string; readonly name: string };

/** Whether a navigation state carries a holding just deleted. */
export function deletedHoldingOf(state: unknown): DeletedHolding | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const deleted: unknown = Reflect.get(state, 'deletedHolding');
  if (typeof deleted !== 'object' || deleted === null) return undefined;
  const holdingId: unknown = Reflect.get(deleted, 'holdingId');
  const name: unknown = Reflect.get(deleted, 'name');
  return typeof holdingId === 'string' && typeof name === 'string' ? { holdingId, name } : undefined;
}

export function UndoDeleteNotice({
  deleted,
  onClose,
}: {
  readonly deleted: DeletedHolding;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('assetHoldings');
  const account = useAssetAccount();
  const api = useAssetsApi();
  const cache = useQueryClient(queryClient);
  const [restored, setRestored] = useState(false);
  const restore = useMutation(
    {
      mutationFn: async () => {
        if (!account) throw new Error('No session');
        return api.assetHolding.restoreAssetHolding({ ...account, holdingId: deleted.holdingId });
      },
      onSuccess: () => {
        setRestored(true);
        void cache.invalidateQueries({ queryKey: assetQueryKey });
      },
    },
    queryClient,
  );
  return (
    <Notification
      role="status"
      withCloseButton
      onClose={onClose}
      color={restored ? 'success' : 'info'}
      data-testid="holding-deleted-notice"
      style={{ position: 'fixed', bottom: 16, right: 16, zIndex: 300, maxWidth: 420 }}
    >
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">
          {restored ? t('delete.undone', { name: deleted.name }) : t('delete.done', { name: deleted.name })}
        </Text>
        {!restored && (
          <Button size="xs" variant="light" loading={restore.isPending} onClick={() => restore.mutate()}>
            {t('delete.undo')}
          </Button>
        )}
      </Group>
      {restore.isError && (
        <Text size="xs" c="danger" role="alert">
          {t('failure')}
        </Text>
      )}
    </Notification>
  );
}
