import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';

/**
 * The foot of a dialog that asks before a change that cannot be undone (cancel an order or a withdrawal, remove a
 * wallet or an address): keep, which closes the dialog, and the confirm in the danger colour, busy while it runs.
 */
export function DangerConfirmActions(props: {
  readonly keepLabel: string;
  readonly onKeep: () => void;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly pending: boolean;
  readonly confirmTestId: string;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={props.onKeep} disabled={props.pending}>
        {props.keepLabel}
      </Button>
      <Button color="danger" loading={props.pending} onClick={props.onConfirm} data-testid={props.confirmTestId}>
        {props.confirmLabel}
      </Button>
    </Group>
  );
}

/**
 * The whole dialog that asks before such a change: its title, what it will do and any failure (`children`), then
 * DangerConfirmActions, whose keep closes it like the close button and Escape do.
 */
export function DangerConfirmDialog(props: {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly testId?: string;
  readonly children: ReactNode;
  readonly keepLabel: string;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly pending: boolean;
  readonly confirmTestId: string;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="md" data-testid={props.testId}>
        {props.children}
        <DangerConfirmActions
          keepLabel={props.keepLabel}
          onKeep={props.onClose}
          confirmLabel={props.confirmLabel}
          onConfirm={props.onConfirm}
          pending={props.pending}
          confirmTestId={props.confirmTestId}
        />
      </Stack>
    </Modal>
  );
}
