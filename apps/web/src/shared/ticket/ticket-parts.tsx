/* The frame every order ticket is made of, whatever it orders: the page, its panels, the form with its review button,
 * the confirm step with its submit and edit buttons, the refusal, the estimated fee, the placed order, a query's wait. */
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Decimal } from 'decimal.js';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import type { TextInLanguages } from '@portal/contract/domain/order/result-catalogue';
import { useShownLanguage } from '../i18n/shown-language';
import { useTranslation } from '../i18n/use-translation';
import type { AnyResultCatalogue, OrderFailure } from './order-failure';
import type { ConfirmActions } from './ticket-flow';
import { LoadingStatus } from '../ui/loading-status';
import { RetryAlert } from '../ui/retry-alert';
import { tabular } from '../ui/tabular';

// Figures in columns line up: the one style (shared/ui/tabular), kept here for the ticket parts' importers.
export { tabular };

/** A ticket's page: its heading and what is under it. */
export function TicketPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {heading}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}

/** What a query a page waits for says while it loads and when it failed (a history list's states say it too). */
export function useQueryStateTexts(): { loading: string; loadFailed: string; retry: string } {
  const { t } = useTranslation('ticket');
  return { loading: t('loading'), loadFailed: t('loadFailed'), retry: t('retry') };
}

/** The loading and error states of a query a page waits for. */
export function QueryState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const texts = useQueryStateTexts();
  if (failed) {
    return <RetryAlert message={texts.loadFailed} retryLabel={texts.retry} onRetry={onRetry} />;
  }
  return <LoadingStatus text={texts.loading} />;
}

/** A panel of a ticket (its terms, the cash it pays with, a picker): a bordered card under a bold heading. */
export function TicketPanel({
  heading,
  testId,
  gap = 'sm',
  children,
}: {
  heading: string;
  testId?: string;
  gap?: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap={gap}>
        <Text fw={600}>{heading}</Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** A label and its value, as panels and confirm steps list them (a profile's facts a little bolder: `weight` 600). */
export function Fact({
  label,
  children,
  testId,
  weight = 500,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  weight?: 500 | 600;
}) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={weight} style={tabular} component="div">
        {children}
      </Text>
    </div>
  );
}

/**
 * A ticket's form: its fields (children), why the server refused what the form asked for (`failure`, e.g. a quote),
 * then `aside` (another action, on the left) and the review button. Submitting it (the button, or Enter in a field)
 * asks for the confirm step; the button is disabled while `blocked` (errors are shown and the form is not valid). A
 * ticket names the button for what it does when that is not a review (`reviewLabel`, e.g. 'Submit order' when the
 * client turned the confirm step off, 'Get quote'), and a form with a `heading` is named by it.
 */
export function TicketForm({
  onReview,
  blocked,
  aside,
  reviewLabel,
  reviewTestId = 'review',
  reviewing = false,
  heading,
  failure,
  children,
}: {
  onReview: () => void;
  blocked: boolean;
  aside?: ReactNode;
  reviewLabel?: string;
  reviewTestId?: string;
  /** The button shows that what it asked for is under way (a quote, or the order of a ticket without a confirm step). */
  reviewing?: boolean;
  heading?: string;
  failure?: OrderFailure | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('ticket');
  const headingId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      aria-labelledby={heading === undefined ? undefined : headingId}
      onSubmit={(event) => {
        event.preventDefault();
        onReview();
      }}
    >
      <Stack gap="md">
        {heading !== undefined && (
          <Title order={2} size="h4" id={headingId}>
            {heading}
          </Title>
        )}
        {children}
        <OrderFailureAlert failure={failure} />
        <Group justify={aside ? 'space-between' : 'flex-start'}>
          {aside}
          <Button type="submit" disabled={blocked} loading={reviewing} data-testid={reviewTestId}>
            {reviewLabel ?? t('review')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * A ticket's confirm step: its heading, the facts of the order (the children), the area's note on them (estimates),
 * the refusal of the last submission if any, and the submit and edit buttons.
 */
export function ConfirmStep({
  actions,
  note,
  children,
}: {
  actions: ConfirmActions;
  note?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('ticket');
  return (
    <TicketPanel heading={t('confirm.heading')} testId="confirm-step">
      {children}
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
      <OrderFailureAlert failure={actions.failure} />
      <Group>
        <Button onClick={actions.onSubmit} loading={actions.submitting} data-testid="submit-order">
          {t('confirm.submit')}
        </Button>
        <Button variant="default" onClick={actions.onEdit} disabled={actions.submitting}>
          {t('confirm.edit')}
        </Button>
      </Group>
    </TicketPanel>
  );
}

/** The estimated fee of an order on its confirm step: the fee percent, the fee in `currency` to its precision. */
export function EstimatedFee(props: {
  readonly percent: string;
  readonly fee: Decimal | string;
  readonly precision: number;
  readonly currency: string;
}) {
  const { t } = useTranslation('ticket');
  return (
    <Fact label={t('confirm.estimatedFee', { percent: formatNumber(props.percent) })} testId="confirm-fee">
      {formatAmount(props.fee, props.precision)} {props.currency}
    </Fact>
  );
}

/** A text of the contract's catalogues (a result's text) in the language shown. */
export function useTextInLanguages(): (text: TextInLanguages) => string {
  const language = useShownLanguage();
  return (text) => text[language];
}

/** A result of an area's catalogue in the language shown: `resultText('success')`. */
export function useResultText<Name extends string>(catalogue: AnyResultCatalogue<Name>): (result: Name) => string {
  const language = useShownLanguage();
  return (result) => catalogue.textOf(result, language);
}

/** What an area says instead of the order wording, for a request that is not an order (a withdrawal). */
export type FailureTexts = {
  readonly failed?: string;
  readonly invalidInput?: (message: string) => string;
  readonly referenceReused?: (orderId: string) => string;
};

/** Why the order was not placed: the result's text in the reader's language, or what to do next. */
export function OrderFailureAlert({
  failure,
  texts = {},
  testId = 'order-failure',
}: {
  failure: OrderFailure | undefined;
  texts?: FailureTexts;
  testId?: string;
}) {
  const { t } = useTranslation('ticket');
  const inLanguage = useTextInLanguages();
  if (!failure) return null;
  const text =
    failure.kind === 'result'
      ? inLanguage(failure.text)
      : failure.kind === 'input'
        ? (texts.invalidInput?.(failure.message) ?? t('invalidInput', { message: failure.message }))
        : failure.kind === 'referenceReused'
          ? (texts.referenceReused?.(failure.orderId) ?? t('referenceReused', { orderId: failure.orderId }))
          : (texts.failed ?? t('failed'));
  return (
    <Alert
      color="danger"
      variant="light"
      role="alert"
      data-testid={testId}
      data-result={failure.kind === 'result' ? failure.result : failure.kind}
    >
      {text}
    </Alert>
  );
}

/**
 * The answer to a placed order: the heading, the area's success text, a note when the server only replayed an order
 * placed earlier with the same reference, the order itself (children), where to go next (`links`) and a new order.
 * A request that is not an order (a deposit, an authorisation) names itself with `heading` and `newOrderLabel`.
 */
export function PlacedOrder({
  message,
  replayed,
  links,
  onNewOrder,
  heading,
  newOrderLabel,
  children,
}: {
  message: string;
  replayed: boolean;
  links?: ReactNode;
  onNewOrder: () => void;
  heading?: string;
  newOrderLabel?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('ticket');
  return (
    <Paper withBorder radius="md" p="md" data-testid="order-placed">
      <Stack gap="sm">
        <Title order={2} size="h4" c="success">
          {heading ?? t('placed.heading')}
        </Title>
        <Text size="sm">{message}</Text>
        {replayed && (
          <Text size="sm" c="dimmed">
            {t('placed.replayed')}
          </Text>
        )}
        {children}
        <Group gap="sm">
          {links}
          <NewOrderButton onNewOrder={onNewOrder} variant="subtle" label={newOrderLabel} />
        </Group>
      </Stack>
    </Paper>
  );
}

/** Starts a new order on the same ticket. */
export function NewOrderButton({
  onNewOrder,
  variant,
  label,
}: {
  onNewOrder: () => void;
  variant: 'subtle' | 'default';
  label?: string | undefined;
}) {
  const { t } = useTranslation('ticket');
  return (
    <Button variant={variant} onClick={onNewOrder}>
      {label ?? t('placed.newOrder')}
    </Button>
  );
}
