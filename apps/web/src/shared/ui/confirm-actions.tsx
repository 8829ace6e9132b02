import { Button, Group } from '@mantine/core';

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
