import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { OrderFailure } from './order-failure';
import { OrderFailureAlert } from './ticket-parts';

/*
 * A firm quote (an FX conversion, a crypto order) holds for a few seconds: the card counts them down and, once they are
 * gone or the server refused the quote, offers a new quote instead of the confirm button.
 */

/** Seconds left of a quote that holds `validitySeconds`, counted on this browser's clock from when it arrived. */
export function useQuoteSecondsLeft(validitySeconds: number, receivedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [receivedAt]);
  return Math.max(0, Math.ceil(validitySeconds - (now - receivedAt) / 1000));
}

/**
 * The foot of a firm quote's card: the countdown (role=timer) or, once expired, the area's expiry text; why the last
 * confirmation failed; then confirm (or a new quote when the quote can no longer be taken) and cancel.
 */
export function FirmQuoteActions(props: {
  readonly expired: boolean;
  /** The area's quoteExpired text in the reader's language. */
  readonly expiredText: string;
  readonly countdownText: string;
  readonly failure: OrderFailure | undefined;
  readonly needsNewQuote: boolean;
  readonly newQuoteLabel: string;
  readonly onNewQuote: () => void;
  readonly confirm: { readonly label: string; readonly testId: string; readonly onClick: () => void };
  readonly pending: boolean;
  readonly cancelLabel: string;
  readonly onCancel: () => void;
}) {
  return (
    <>
      {props.expired ? (
        <Alert color="warning" variant="light" role="alert" data-testid="quote-expired">
          {props.expiredText}
        </Alert>
      ) : (
        <Text role="timer" aria-live="off" aria-atomic="true" fw={600} data-testid="quote-countdown">
          {props.countdownText}
        </Text>
      )}
      <OrderFailureAlert failure={props.failure} />
      <Group>
        {props.needsNewQuote ? (
          <Button onClick={props.onNewQuote} data-testid="new-quote">
            {props.newQuoteLabel}
          </Button>
        ) : (
          <Button onClick={props.confirm.onClick} loading={props.pending} data-testid={props.confirm.testId}>
            {props.confirm.label}
          </Button>
        )}
        <Button variant="default" onClick={props.onCancel} disabled={props.pending}>
          {props.cancelLabel}
        </Button>
      </Group>
    </>
  );
}
