/* The stock ticket laid out: the stock and the form, its confirm step or the placed order, beside the live quote. */
import { Alert, Grid, Stack } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PlacedStockOrderView } from './placed-stock-order';
import { AccountPanel } from './stock-ticket-account';
import { StockConfirmStep } from './stock-ticket-confirm-step';
import { StockTicketFormView } from './stock-ticket-form';
import { TicketStock } from './stock-ticket-header';
import type { StockTicketViewProps } from './stock-ticket-props';
import { LiveQuotePanel } from './stock-ticket-quote';

/** The ticket: the form (or its confirm step, or the placed order) beside the live quote and the book. */
export function StockTicketView(props: StockTicketViewProps) {
  const { terms } = props;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 7 }} style={{ minWidth: 0 }}>
        <Stack gap="md">
          <TicketStock terms={terms} side={props.form.side} />
          <TicketBody {...props} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }} style={{ minWidth: 0 }}>
        <LiveQuotePanel stockId={props.stockId} priceDecimals={terms.priceDecimals} />
      </Grid.Col>
    </Grid>
  );
}

function TicketBody(props: StockTicketViewProps) {
  const { t } = useTranslation('stockTrading');
  const { terms } = props;
  if (props.placed) return <PlacedStockOrderView placed={props.placed} onNewOrder={props.onNewOrder} />;
  if (terms.instrumentStatus !== 'active') {
    return (
      <Alert color="danger" variant="light" data-testid="instrument-not-tradable">
        {terms.instrumentStatus === 'suspended' ? t('ticket.instrumentSuspended') : t('ticket.instrumentDeleted')}
      </Alert>
    );
  }
  if (terms.tradingSuspended || terms.orderTypes.length === 0) {
    return (
      <Alert color="danger" variant="light" data-testid="trading-suspended">
        {t('ticket.tradingSuspended')}
      </Alert>
    );
  }
  return (
    <>
      <AccountPanel terms={terms} side={props.form.side} />
      {props.step === 'confirm' && !props.skipConfirmation ? (
        <StockConfirmStep {...props} />
      ) : (
        <StockTicketFormView {...props} />
      )}
    </>
  );
}
