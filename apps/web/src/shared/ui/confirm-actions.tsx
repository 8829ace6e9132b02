import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { rowActionName } from './row-action';

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
  readonly confirmTestId?: string;
  /** The space between the two buttons: sm, or md in a row's dialog (RowDangerDialog). */
  readonly gap?: 'sm' | 'md';
}) {
  return (
    <Group justify="flex-end" gap={props.gap ?? 'sm'}>
      <Button variant="default" onClick={props.onKeep} disabled={props.pending}>
        {props.keepLabel}
      </Button>
      <Button color="danger" loading={props.pending} onClick={props.onConfirm} data-testid={props.confirmTestId}>
        {props.confirmLabel}
      </Button>
    </Group>
  );
}

/** What a dialog that asks before a danger action is given. */
type DangerDialogProps = {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly children: ReactNode;
  readonly keepLabel: string;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly pending: boolean;
  readonly confirmTestId: string;
};

/**
 * The whole dialog that asks before such a change: its title, what it will do and any failure (`children`), then
 * DangerConfirmActions, whose keep closes it like the close button and Escape do.
 */
export function DangerConfirmDialog(props: DangerDialogProps & { readonly testId?: string }) {
  return <DangerDialog {...props} layout="page" />;
}

/**
 * The smaller dialog a row's own danger button (RowDangerButton) opens: remove a bank account, delete a direct debit
 * authorisation, cancel a crypto withdrawal. Spaced as those dialogs always were (sm between its parts, md between the
 * buttons), its title in the dialog's own weight.
 */
export function RowDangerDialog(props: DangerDialogProps) {
  return <DangerDialog {...props} layout="row" />;
}

function DangerDialog(props: DangerDialogProps & { readonly layout: 'page' | 'row'; readonly testId?: string }) {
  const row = props.layout === 'row';
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      styles={row ? undefined : { title: { fontWeight: 600 } }}
    >
      <Stack gap={row ? 'sm' : 'md'} data-testid={props.testId}>
        {props.children}
        <DangerConfirmActions
          keepLabel={props.keepLabel}
          onKeep={props.onClose}
          confirmLabel={props.confirmLabel}
          onConfirm={props.onConfirm}
          pending={props.pending}
          confirmTestId={props.confirmTestId}
          gap={row ? 'md' : 'sm'}
        />
      </Stack>
    </Modal>
  );
}

/**
 * A row's own danger button (remove, delete, cancel), named with its row for a screen reader (rowActionName); light
 * and xs unless the row wants it quieter (`variant` subtle) or in a compact row (`size` compact-sm).
 */
export function RowDangerButton(props: {
  readonly label: string;
  readonly row: string;
  readonly onClick: () => void;
  readonly testId: string;
  readonly variant?: 'light' | 'subtle';
  readonly size?: 'xs' | 'compact-sm';
}) {
  return (
    <Button
      size={props.size ?? 'xs'}
      variant={props.variant ?? 'light'}
      color="danger"
      onClick={props.onClick}
      aria-label={rowActionName(props.label, props.row)}
      data-testid={props.testId}
    >
      {props.label}
    </Button>
  );
}
