/* A holding's attachments: each a download link with a remove button (asking first), and the shared file field that
 * adds one (SPEC §5 document types, recognised again from the bytes by the server). */
import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AssetAttachment, AssetHoldingDetail } from '@portal/contract';
import { maximumAssetAttachmentBytes } from '@portal/contract/domain/asset-holding';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RowDangerButton, RowDangerDialog } from '../../../shared/ui/confirm-actions';
import { formatFileSize, type ChosenProof } from '../../../shared/upload/proof-file';
import { AttachmentField } from './attachment-field';
import { refusedFields, useAssetsApi, type AssetAccount } from './holdings-api';
import { useHoldingChange } from './use-holding-change';

function RemoveAttachment(props: {
  readonly account: AssetAccount;
  readonly holdingId: string;
  readonly attachment: AssetAttachment;
}) {
  const { t } = useTranslation('assetHoldings');
  const api = useAssetsApi();
  const [asking, setAsking] = useState(false);
  const remove = useHoldingChange(
    props.account,
    props.holdingId,
    () =>
      api.assetHolding.removeAssetAttachment({
        ...props.account,
        holdingId: props.holdingId,
        attachmentId: props.attachment.attachmentId,
      }),
    () => setAsking(false),
  );
  return (
    <>
      <RowDangerButton
        label={t('attachments.remove')}
        row={props.attachment.fileName}
        onClick={() => setAsking(true)}
        testId="remove-attachment"
        variant="subtle"
      />
      <RowDangerDialog
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('attachments.removeTitle')}
        keepLabel={t('attachments.keep')}
        confirmLabel={t('attachments.remove')}
        onConfirm={() => remove.mutate(undefined)}
        pending={remove.isPending}
        confirmTestId="confirm-remove-attachment"
      >
        <Text size="sm">{t('attachments.removeConfirm', { name: props.attachment.fileName })}</Text>
        {remove.isError && (
          <Text size="sm" c="danger" role="alert">
            {t('failure')}
          </Text>
        )}
      </RowDangerDialog>
    </>
  );
}

export function HoldingAttachments(props: {
  readonly account: AssetAccount;
  readonly detail: AssetHoldingDetail;
  readonly editable: boolean;
}) {
  const { t } = useTranslation('assetHoldings');
  const api = useAssetsApi();
  const { holding, attachments } = props.detail;
  const [chosen, setChosen] = useState<ChosenProof | undefined>(undefined);
  const [fieldKey, setFieldKey] = useState(0);
  const add = useHoldingChange(
    props.account,
    holding.holdingId,
    (file: { fileName: string; content: string }) =>
      api.assetHolding.addAssetAttachment({ ...props.account, holdingId: holding.holdingId, attachment: file }),
    () => {
      setChosen(undefined);
      setFieldKey((key) => key + 1);
    },
  );
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('attachments.heading')}
        </Title>
        {attachments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('attachments.empty')}
          </Text>
        ) : (
          <Stack gap={4} data-testid="attachment-list">
            {attachments.map((attachment) => (
              <Group key={attachment.attachmentId} justify="space-between" wrap="nowrap">
                <Anchor href={attachment.downloadUrl} size="sm">
                  {attachment.fileName}
                </Anchor>
                <Group gap="xs" wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {formatFileSize(attachment.sizeBytes)} · {attachment.fileType.toUpperCase()}
                  </Text>
                  {props.editable && (
                    <RemoveAttachment account={props.account} holdingId={holding.holdingId} attachment={attachment} />
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        {props.editable && (
          <Stack gap="xs">
            <AttachmentField
              key={fieldKey}
              id="holding-attachment"
              proof={chosen}
              maximumBytes={maximumAssetAttachmentBytes}
              showErrors={false}
              onChoose={setChosen}
            />
            {add.isError && (
              <Alert color="danger" role="alert">
                {refusedFields(add.error).size > 0 ? t('form.errors.attachmentType') : t('failure')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button
                variant="light"
                disabled={!chosen?.ok}
                loading={add.isPending}
                onClick={() => {
                  if (chosen?.ok) add.mutate({ fileName: chosen.fileName, content: chosen.content });
                }}
              >
                {t('attachments.add')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
