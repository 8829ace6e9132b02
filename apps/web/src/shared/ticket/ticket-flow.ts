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

/**
 * A firm quote arrived (`useFirmQuoteFlow`): the confirm step shows it. A new quote makes a changed order (`changed`):
 * after a refusal it gets a new reference; after no answer it keeps the old one, so that if the lost submission was
 * placed, taking the new quote answers 409 (the reference made another order) instead of placing a second one.
 */
export function quoted(
  state: TicketFlowState,
  lastFailure: OrderFailure | undefined,
  makeReference: () => ClientReference = newClientReference,
): TicketFlowState {
  return { ...changed(state, lastFailure, makeReference), step: 'confirm' };
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

/** How an area's server answers its orders, for the flows below. */
type Answers<Result> = {
  /** Why the server did not place it, as the ticket shows it (the area's `orderFailureOf` reading). */
  readonly readFailure: (error: unknown) => OrderFailure;
  /** After the order is placed, with the server's answer (the area refreshes what it shows). */
  readonly onPlaced?: (result: Result) => void;
};

/** How an area places its orders, for `useTicketFlow`. */
export type TicketFlowOptions<Input, Result> = Answers<Result> & {
  /** Places the order with the given reference. */
  readonly send: (input: Input, clientReference: ClientReference) => Promise<Result>;
  readonly stepUp?: undefined;
};

/** How an area places orders that need step-up (ADR 036): each submission asks for it first. */
export type SteppedUpTicketFlowOptions<Input, Result> = Answers<Result> & {
  /**
   * Asks the client to step up (`useStepUp`'s ask): the grant's token, or null when the client cancels (nothing is
   * sent). A grant serves one action, so a retry asks again; the reference stays as for any retry.
   */
  readonly stepUp: () => Promise<string | null>;
  /** Places the order with the given reference and step-up grant. */
  readonly send: (input: Input, clientReference: ClientReference, stepUpToken: string) => Promise<Result>;
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
 * What both flows share: the state, the submission with the reference `submittedAgain` picks, the refusal of the last
 * one, and a change of the order. Once placed, the reference is spent: the state starts a new order at once (a ticket
 * that shows its answer above the form sends the next order with a reference of its own).
 */
function useOrderSubmission<Result>(answers: Answers<Result>) {
  const [state, setState] = useState(() => startTicket());
  const submission = useMutation(
    {
      mutationFn: (place: () => Promise<Result>) => place(),
      onSuccess: (result: Result) => {
        setState(startTicket());
        answers.onPlaced?.(result);
      },
    },
    queryClient,
  );
  const failure = submission.isError ? answers.readFailure(submission.error) : undefined;
  return {
    state,
    setState,
    failure,
    result: submission.data,
    submitting: submission.isPending,
    /** The order changed (`to` says how the state moves: `changed`, or `quoted`); the last answer is dropped. */
    change: (to: typeof changed = changed) => {
      setState((current) => to(current, failure));
      submission.reset();
    },
    /** Submits (again) with the reference `submittedAgain` picks: `place` sends the order with it. */
    submit: (place: (clientReference: ClientReference) => Promise<Result>) => {
      const next = submittedAgain(state, failure);
      if (next !== state) setState(next);
      submission.mutate(() => place(next.clientReference));
    },
    /** Forgets the answer and starts a new order. */
    restart: () => {
      submission.reset();
      setState(startTicket());
    },
  };
}

/** A setter that also tells the flow the order changed: `onAmount={flow.edit(setAmount)}`. */
function editing(change: () => void) {
  return <Value>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      change();
    };
}

/**
 * The flow of every order ticket: the form (field errors shown after the first review), the confirm step, the
 * submission with one client reference per order (a retry after a lost answer sends it again, so the server makes no
 * second order), and the answer. With `stepUp`, each submission asks for step-up first.
 */
export function useTicketFlow<Input, Result>(
  options: TicketFlowOptions<Input, Result> | SteppedUpTicketFlowOptions<Input, Result>,
): TicketFlow<Input, Result> {
  const order = useOrderSubmission(options);
  const { state, setState } = order;
  const send = (input: Input) => {
    if (options.stepUp === undefined) {
      order.submit((clientReference) => options.send(input, clientReference));
      return;
    }
    const steppedUp = options;
    void steppedUp.stepUp().then((stepUpToken) => {
      if (stepUpToken !== null) {
        order.submit((clientReference) => steppedUp.send(input, clientReference, stepUpToken));
      }
    });
  };
  return {
    result: order.result,
    edit: editing(() => order.change()),
    stepProps: (form) => ({
      showErrors: state.showErrors,
      step: state.step,
      onReview: () => setState((current) => reviewed(current, form.ready())),
      onEdit: () => setState((current) => ({ ...current, step: 'form' })),
      onSubmit: () => {
        const made = form.input();
        if (made !== undefined) send(made);
      },
      submitting: order.submitting,
      ...(order.failure ? { failure: order.failure } : {}),
      onNewOrder: () => {
        order.restart();
        form.clear();
      },
    }),
  };
}

/** What `useTicketFlow` gives a ticket. */
export type TicketFlow<Input, Result> = {
  /** The server's answer once the order is placed. */
  readonly result: Result | undefined;
  /** A setter that also tells the flow the order changed: `onAmount={flow.edit(setAmount)}`. */
  readonly edit: <Value>(set: (value: Value) => void) => (value: Value) => void;
  /** The props a ticket view gets for its step, given what the form makes. */
  readonly stepProps: (form: TicketFormBinding<Input>) => TicketStepProps;
};

/** How an area places an order on a firm quote (an FX conversion, a crypto order), for `useFirmQuoteFlow`. */
export type FirmQuoteFlowOptions<Input, Quote, Result> = Answers<Result> & {
  /** Asks the server for a firm quote of the order the form makes. */
  readonly requestQuote: (input: Input) => Promise<Quote>;
  /** Takes the quote with the given reference. */
  readonly send: (quote: Quote, clientReference: ClientReference) => Promise<Result>;
};

/** A firm quote and when it arrived, on this browser's clock (its countdown counts from there). */
export type ReceivedQuote<Quote> = { readonly quote: Quote; readonly receivedAt: number };

/** What a firm quote's confirm step does: take it (`onSubmit`), cancel it (`onEdit`), or ask for a new one. */
export type FirmQuoteActions = ConfirmActions & {
  /** Asks for a new quote of the same order (the last one expired, or the server refused it). */
  readonly onNewQuote: () => void;
};

/** What a firm-quote ticket is given: the ticket's step props, the quote on its confirm step, the quote's request. */
export type FirmQuoteStepProps<Quote> = TicketStepProps &
  FirmQuoteActions & {
    /** The quote the confirm step shows (only on the confirm step). */
    readonly quoted?: ReceivedQuote<Quote>;
    /** A quote is being asked for. */
    readonly quoting: boolean;
    /** Why the server gave no quote (the form shows it). */
    readonly quoteFailure?: OrderFailure;
  };

/**
 * The flow of a ticket that places its order on a firm quote: the form; its review asks the server for a quote, and the
 * confirm step opens with it (its countdown is the page's); taking it submits the quote with the order's reference. A
 * new quote of the same order is a change of it (`quoted`): after a lost answer it keeps the reference, after a
 * refusal it takes a new one.
 */
export function useFirmQuoteFlow<Input, Quote, Result>(options: FirmQuoteFlowOptions<Input, Quote, Result>) {
  const order = useOrderSubmission(options);
  const { state, setState } = order;
  const [received, setReceived] = useState<ReceivedQuote<Quote>>();
  const request = useMutation(
    {
      mutationFn: options.requestQuote,
      onSuccess: (quote: Quote) => {
        order.change(quoted);
        setReceived({ quote, receivedAt: Date.now() });
      },
    },
    queryClient,
  );
  const ask = (input: Input | undefined) => {
    if (input !== undefined) request.mutate(input);
  };
  const back = () => {
    setState((current) => ({ ...current, step: 'form' }));
    setReceived(undefined);
  };
  return {
    result: order.result,
    edit: editing(() => {
      order.change();
      request.reset();
    }),
    stepProps: (form: TicketFormBinding<Input>): FirmQuoteStepProps<Quote> => ({
      showErrors: state.showErrors,
      step: state.step,
      ...(state.step === 'confirm' && received ? { quoted: received } : {}),
      quoting: request.isPending,
      ...(request.isError ? { quoteFailure: options.readFailure(request.error) } : {}),
      // The errors show from now on; the confirm step opens when the quote arrives.
      onReview: () => {
        setState((current) => reviewed(current, false));
        ask(form.ready() ? form.input() : undefined);
      },
      onNewQuote: () => {
        back();
        ask(form.input());
      },
      onEdit: back,
      onSubmit: () => {
        if (received !== undefined) order.submit((clientReference) => options.send(received.quote, clientReference));
      },
      submitting: order.submitting,
      ...(order.failure ? { failure: order.failure } : {}),
      onNewOrder: () => {
        order.restart();
        request.reset();
        setReceived(undefined);
        form.clear();
      },
    }),
  };
}
