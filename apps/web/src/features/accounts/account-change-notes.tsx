/* Why an account page shows a record the client cannot change there: the brand keeps it read-only, or an advisor is
 * acting for the client in an advisee session (only the client may change it). */
import { Alert } from '@mantine/core';

export function AccountChangeNotes(props: {
  readonly editable: boolean;
  readonly mayChange: boolean;
  readonly readOnlyText: string;
  readonly readOnlyTestId: string;
  readonly adviseeText: string;
  readonly adviseeTestId: string;
}) {
  return (
    <>
      {!props.editable && (
        <Alert color="info" data-testid={props.readOnlyTestId}>
          {props.readOnlyText}
        </Alert>
      )}
      {props.editable && !props.mayChange && (
        <Alert color="info" data-testid={props.adviseeTestId}>
          {props.adviseeText}
        </Alert>
      )}
    </>
  );
}
