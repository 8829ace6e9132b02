import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { queryClient } from '../../../shared/api/query-client';
import { refreshAfterOrder } from './order-cache';
import type { ConfirmActions } from './ticket-parts';
import { newClientReference, orderFailureOf } from './ticket-rules';

/**
 * What every fund ticket goes through: the form (field errors shown after the first review), the confirm step, the
 * submission with one client reference per order (a retry after a lost answer sends it again, so the server makes
 * no second order), and the answer. `send` places the order with the given reference.
 */
export function useTicketFlow<Input, Result>(send: (input: Input, clientReference: string) => Promise<Result>) {
  const [showErrors, setShowErrors] = useState(false);
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [clientReference, setClientReference] = useState(newClientReference);
  const submit = useMutation(
    { mutationFn: (input: Input) => send(input, clientReference), onSuccess: refreshAfterOrder },
    queryClient,
  );
  const failure = submit.isError ? orderFailureOf(submit.error) : undefined;
  return {
    showErrors,
    step,
    /** The server's answer once the order is placed. */
    result: submit.data,
    /** The order was changed: after a refusal it is a new order with a new reference (a lost answer keeps the old). */
    changed: () => {
      if (failure && failure.kind !== 'other') setClientReference(newClientReference());
      submit.reset();
    },
    /** Shows the field errors from now on, and goes to the confirm step when the form is `ready`. */
    review: (ready: boolean) => {
      setShowErrors(true);
      if (ready) setStep('confirm');
    },
    /** The confirm step's actions: submit sends what `input` makes of the form (nothing when it is not valid). */
    actions: (input: () => Input | undefined): ConfirmActions => ({
      onEdit: () => setStep('form'),
      onSubmit: () => {
        const made = input();
        if (made !== undefined) submit.mutate(made);
      },
      submitting: submit.isPending,
      ...(failure ? { failure } : {}),
    }),
    /** Starts a new order: the form again, no errors shown, a new reference. */
    reset: () => {
      submit.reset();
      setShowErrors(false);
      setStep('form');
      setClientReference(newClientReference());
    },
  };
}
