import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import type { OrderFailure } from './order-failure';
import type { FirmQuoteActions as FirmQuoteStepActions } from './ticket-flow';
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

/**
 * A firm quote's card (an FX conversion's, a crypto order's): its heading, its facts (`children`, three columns from
 * xs), a `note` under them, and its foot (FirmQuoteActions) counting down the quote's `validitySeconds` from
 * `receivedAt`. A new quote is offered instead of the confirm once the quote expired or the server refused it, except
 * for the area's lack of money (`keptAfter`), which the client may put right and confirm the same quote.
 */
export function FirmQuoteCard(props: {
  readonly testId: string;
  readonly heading: string;
  readonly children: ReactNode;
  readonly note?: ReactNode;
  readonly validitySeconds: number;
  readonly receivedAt: number;
  readonly actions: FirmQuoteStepActions;
  readonly keptAfter: string;
  readonly texts: {
    /** The area's quoteExpired text in the reader's language. */
    readonly expired: string;
    readonly countdown: (seconds: number) => string;
    readonly newQuote: string;
    readonly confirm: string;
    readonly cancel: string;
  };
  readonly confirmTestId: string;
}) {
  const { actions, texts } = props;
  const secondsLeft = useQuoteSecondsLeft(props.validitySeconds, props.receivedAt);
  const { failure } = actions;
  const expired = secondsLeft === 0;
  const needsNewQuote = expired || (failure?.kind === 'result' && failure.result !== props.keptAfter);
  return (
    <Paper withBorder radius="md" p="md" data-testid={props.testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {props.heading}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>{props.children}</SimpleGrid>
        {props.note}
        <FirmQuoteActions
          expired={expired}
          expiredText={texts.expired}
          countdownText={texts.countdown(secondsLeft)}
          failure={failure}
          needsNewQuote={needsNewQuote}
          newQuoteLabel={texts.newQuote}
          onNewQuote={actions.onNewQuote}
          confirm={{ label: texts.confirm, testId: props.confirmTestId, onClick: actions.onSubmit }}
          pending={actions.submitting}
          cancelLabel={texts.cancel}
          onCancel={actions.onEdit}
        />
      </Stack>
    </Paper>
  );
}
