/* A small button repeated on every row of a list (Cancel, Amend), named by its row (row-action.ts). */
import { Button } from '@mantine/core';
import { rowActionName } from './row-action';

export function RowActionButton({
  action,
  row,
  onClick,
  testId,
  danger = false,
}: {
  /** What it does, as it shows ('Cancel'). */
  readonly action: string;
  /** What names its row (an order id). */
  readonly row: string;
  readonly onClick: () => void;
  readonly testId: string;
  /** It undoes something (a cancel): in the danger colour. */
  readonly danger?: boolean;
}) {
  return (
    <Button
      size="xs"
      variant="light"
      color={danger ? 'danger' : undefined}
      onClick={onClick}
      aria-label={rowActionName(action, row)}
      data-testid={testId}
    >
      {action}
    </Button>
  );
}
