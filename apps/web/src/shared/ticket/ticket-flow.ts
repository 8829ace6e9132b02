import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { newClientReference } from '@portal/contract/domain/order/client-reference';
import type { ClientReference } from '@portal/contract/domain/order/client-reference';
import { queryClient } from '../api/query-client';
import type { OrderFailure } from './order-failure';

/** Where a ticket is: filling the form, or confirming what it will send. */
export type TicketStep = 'form' | 'confirm';

/** The part of a ticket's state that is not the server's answer: the step, whether errors show, the reference. */
export type TicketFlowState = {
  readonly step: TicketStep;
  /** Field errors show from the first review on. */
  readonly showErrors: boolean;
  /** The reference the next submission sends: the same for every retry of one order. */
  readonly clientReference: ClientReference;
};

export function startTicket(makeReference: () => ClientReference = newClientReference): TicketFlowState {
  return { step: 'form', showErrors: false, clientReference: makeReference() };
}

/** The client asks to review: errors show from now on, and the confirm step opens when the form is `ready`. */
export function reviewed(state: TicketFlowState, ready: boolean): TicketFlowState {
  return { ...state, showErrors: true, step: ready ? 'confirm' : state.step };
}

/**
 * The order was changed after the last submission. After a refusal it is a new order, with a new reference; after no
 * answer (`other`: it may have been placed) or before any answer, the reference stays, so a retry places nothing twice.
 */
export function changed(
  state: TicketFlowState,
  lastFailure: OrderFailure | undefined,
  makeReference: () => ClientReference = newClientReference,
): TicketFlowState {
  return lastFailure && lastFailure.kind !== 'other' ? { ...state, clientReference: makeReference() } : state;
}

/**
 * The client submits (again). After the server said the reference already made an order with other content, the
 * ticket is a new order: it gets a new reference (the alert said so). Otherwise the reference stays.
 */
export function submittedAgain(
  state: TicketFlowState,
  lastFailure: OrderFailure | undefined,
  makeReference: () => ClientReference = newClientReference,
): TicketFlowState {
  return lastFailure?.kind === 'referenceReused' ? { ...state, clientReference: makeReference() } : state;
}

/** What a ticket's confirm step does: submit the order, go back to edit it, and the refusal of the last submission. */
export type ConfirmActions = {
  readonly onEdit: () => void;
  readonly onSubmit: () => void;
  readonly submitting: boolean;
  readonly failure?: OrderFailure;
};

/** What every ticket view is given besides its own fields: the step it is at, and the actions that move it on. */
export type TicketStepProps = ConfirmActions & {
  /** Show field errors (after the first review attempt). */
  readonly showErrors: boolean;
  readonly step: TicketStep;
  readonly onReview: () => void;
  readonly onNewOrder: () => void;
};

/** How an area places its orders, for `useTicketFlow`. */
export type TicketFlowOptions<Input, Result> = {
  /** Places the order with the given reference. */
  readonly send: (input: Input, clientReference: ClientReference) => Promise<Result>;
  /** Why the server did not place it, as the ticket shows it (the area's `orderFailureOf` reading). */
  readonly readFailure: (error: unknown) => OrderFailure;
  /** After the order is placed (the area refreshes what it shows). */
  readonly onPlaced?: () => void;
};

/** What a ticket's form gives the flow: whether it may be reviewed, what it sends, and how it clears. */
export type TicketFormBinding<Input> = {
  readonly ready: () => boolean;
  /** The input the form makes now (undefined while it is not valid: nothing is sent). */
  readonly input: () => Input | undefined;
  /** Clears the form for a new order. */
  readonly clear: () => void;
};

/**
 * The flow of every order ticket: the form (field errors shown after the first review), the confirm step, the
 * submission with one client reference per order (a retry after a lost answer sends it again, so the server makes no
 * second order), and the answer.
 */
export function useTicketFlow<Input, Result>(options: TicketFlowOptions<Input, Result>) {
  const [state, setState] = useState(() => startTicket());
  const submit = useMutation(
    {
      mutationFn: ({ input, clientReference }: { input: Input; clientReference: ClientReference }) =>
        options.send(input, clientReference),
      onSuccess: () => options.onPlaced?.(),
    },
    queryClient,
  );
  const failure = submit.isError ? options.readFailure(submit.error) : undefined;
  const change = () => {
    setState((current) => changed(current, failure));
    submit.reset();
  };
  return {
    /** The server's answer once the order is placed. */
    result: submit.data,
    /** A setter that also tells the flow the order changed: `onAmount={flow.edit(setAmount)}`. */
    edit:
      <Value>(set: (value: Value) => void) =>
      (value: Value) => {
        set(value);
        change();
      },
    /** The props a ticket view gets for its step, given what the form makes. */
    stepProps: (form: TicketFormBinding<Input>): TicketStepProps => ({
      showErrors: state.showErrors,
      step: state.step,
      onReview: () => setState((current) => reviewed(current, form.ready())),
      onEdit: () => setState((current) => ({ ...current, step: 'form' })),
      onSubmit: () => {
        const made = form.input();
        if (made === undefined) return;
        const next = submittedAgain(state, failure);
        if (next !== state) setState(next);
        submit.mutate({ input: made, clientReference: next.clientReference });
      },
      submitting: submit.isPending,
      ...(failure ? { failure } : {}),
      onNewOrder: () => {
        submit.reset();
        setState(startTicket());
        form.clear();
      },
    }),
  };
}
