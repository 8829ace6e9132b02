/* The delete dialog's question (SPEC §5), why deleting failed, and cancel or delete. */
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../shared/i18n/use-translation';
import { DangerConfirmActions } from '../../shared/ui/confirm-actions';

export function DeleteConfirmation({
  deleting,
  failed,
  onCancel,
  onConfirm,
}: {
  deleting: boolean;
  failed: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('notifications');
  return (
    <Stack gap="md" data-testid="delete-confirmation">
      <Text size="sm">{t('page.deleteConfirm')}</Text>
      {failed && (
        <Text size="sm" c="danger" role="alert">
          {t('page.deleteFailed')}
        </Text>
      )}
      <DangerConfirmActions
        keepLabel={t('page.cancel')}
        onKeep={onCancel}
        confirmLabel={t('page.delete')}
        onConfirm={onConfirm}
        pending={deleting}
      />
    </Stack>
  );
}
