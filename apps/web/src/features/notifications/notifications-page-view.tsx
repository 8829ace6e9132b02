/* What the notifications page shows, given its state: the heading, the push control (push-control.tsx), the filter,
 * a failed action, the list (notification-list.tsx) and the delete dialog (delete-confirmation.tsx). */
import { Alert, Container, Modal, SegmentedControl, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../shared/i18n/use-translation';
import { DeleteConfirmation } from './delete-confirmation';
import { isNotificationFilter, notificationFilters, type NotificationFilter } from './notification-filters';
import { NotificationList, type NotificationListProps, type NotificationListState } from './notification-list';
import { PushControl, type PushControlState } from './push-control';

export type { NotificationListState };

export type NotificationsPageViewProps = NotificationListProps & {
  readonly filter: NotificationFilter;
  readonly onFilter: (filter: NotificationFilter) => void;
  readonly actionFailed?: 'markFailed';
  readonly deleteDialog: {
    readonly opened: boolean;
    readonly deleting: boolean;
    readonly failed: boolean;
    readonly onClose: () => void;
    readonly onConfirm: () => void;
  };
  readonly push: PushControlState;
  readonly onTurnOnPush: () => void;
};

export function NotificationsPageView(props: NotificationsPageViewProps) {
  const { t } = useTranslation('notifications');
  const { filter, onFilter, deleteDialog } = props;
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('page.title')}
        </Title>
        <PushControl state={props.push} onTurnOn={props.onTurnOnPush} />
        <SegmentedControl
          aria-label={t('page.filterLabel')}
          value={filter}
          onChange={(value) => {
            if (isNotificationFilter(value)) onFilter(value);
          }}
          data={notificationFilters.map((value) => ({ value, label: t(`page.filter.${value}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
        {props.actionFailed && (
          <Alert color="danger" variant="light" role="alert">
            {t(`page.${props.actionFailed}`)}
          </Alert>
        )}
        <NotificationList {...props} />
      </Stack>
      <Modal
        opened={deleteDialog.opened}
        onClose={deleteDialog.onClose}
        title={t('page.deleteTitle')}
        // The close button is an icon: its name is said in words, in the page's language.
        closeButtonProps={{ 'aria-label': t('page.closeDialog') }}
        centered
        styles={{ title: { fontWeight: 600 } }}
      >
        <DeleteConfirmation
          deleting={deleteDialog.deleting}
          failed={deleteDialog.failed}
          onCancel={deleteDialog.onClose}
          onConfirm={deleteDialog.onConfirm}
        />
      </Modal>
    </Container>
  );
}
