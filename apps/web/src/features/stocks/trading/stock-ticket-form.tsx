/* The stock ticket's form: side, order type, price, stop price and quantity, validity, extended hours, remark, trade
 * password and the estimate, with each field's error beside it. */
import {
  Checkbox,
  Group,
  NativeSelect,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { isStockOrderSide } from '@portal/contract/domain/stock/order-types';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { OrderFailureAlert, TicketForm } from '../../../shared/ticket/ticket-parts';
import { OffSpreadConfirmation } from './off-spread-confirmation';
import { SteppedField } from './stepped-field';
import { EstimatePanel } from './stock-ticket-estimate';
import type { StockTicketViewProps } from './stock-ticket-props';
import {
  asksTradePassword,
  changedForm,
  exchangeOf,
  lotsOf,
  offersPrePostMarket,
  offSpreadOf,
  orderTypesFor,
  steppedPrice,
  steppedQuantity,
  takesPrice,
  takesStopPrice,
} from './ticket-rules';
import type { StockTicketForm, TicketFieldError } from './ticket-rules';
import { useStockLabels } from './trading-parts';

function useErrorText() {
  const { t } = useTranslation('stockTrading');
  return (error: TicketFieldError | undefined) =>
    error ? t(`ticket.errors.${error.key}`, { ...error.values, defaultValue: error.key }) : undefined;
}

export function StockTicketFormView(props: StockTicketViewProps) {
  const { t } = useTranslation('stockTrading');
  const labels = useStockLabels();
  const errorText = useErrorText();
  const { terms, form, errors } = props;
  const exchange = exchangeOf(terms);
  const set = (change: Partial<StockTicketForm>) => props.onForm(changedForm(form, change, terms));
  const shown = (error: TicketFieldError | undefined) => (props.showErrors ? errorText(error) : undefined);
  // A typed price off the spread shows at once (issue 15: out-of-spread prices are refused).
  const priceShown = (error: TicketFieldError | undefined) =>
    error?.key === 'wrongSpread' ? errorText(error) : shown(error);
  const lots = lotsOf(form.quantity, terms.boardLot);
  // Where the brand allows a price off the spread table, the ticket says so and asks the client to confirm it.
  const offSpread = offSpreadOf(form, terms);
  const passwordAsked = asksTradePassword(terms, props.passwordSaved);
  const review = () => {
    props.onReview();
    const ready = Object.keys(errors).length === 0;
    if (props.skipConfirmation && ready) props.onSubmit();
  };
  return (
    <TicketForm
      onReview={review}
      blocked={props.showErrors && Object.keys(errors).length > 0}
      reviewing={props.skipConfirmation && props.submitting}
      {...(props.skipConfirmation ? { reviewLabel: t('ticket.submit') } : {})}
    >
      <SegmentedControl
        fullWidth
        value={form.side}
        onChange={(value) => {
          if (isStockOrderSide(value)) set({ side: value });
        }}
        data={(['B', 'S'] as const).map((side) => ({ value: side, label: labels.side(side) }))}
        aria-label={t('ticket.side')}
        data-testid="side"
      />
      <NativeSelect
        label={t('ticket.orderType')}
        value={form.orderType}
        onChange={(event) => set({ orderType: event.currentTarget.value })}
        data={orderTypesFor(form.side, terms).map((type) => ({ value: type, label: labels.orderType(type) }))}
        data-testid="order-type"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {takesPrice(form.orderType) && (
          <SteppedField
            label={t('ticket.price', { currency: terms.currency })}
            value={form.price}
            onChange={(price) => set({ price })}
            onStep={(ticks) => set({ price: steppedPrice(exchange, form.price, terms.prefillPrice, ticks) })}
            downLabel={t('ticket.priceDown')}
            upLabel={t('ticket.priceUp')}
            error={priceShown(errors.price)}
            testId="price"
            inputMode="decimal"
          />
        )}
        {takesStopPrice(form.orderType) && (
          <SteppedField
            label={t('ticket.stopPrice', { currency: terms.currency })}
            value={form.stopPrice}
            onChange={(stopPrice) => set({ stopPrice })}
            onStep={(ticks) => set({ stopPrice: steppedPrice(exchange, form.stopPrice, terms.prefillPrice, ticks) })}
            downLabel={t('ticket.priceDown')}
            upLabel={t('ticket.priceUp')}
            error={priceShown(errors.stopPrice)}
            testId="stop-price"
            inputMode="decimal"
          />
        )}
        <SteppedField
          label={t('ticket.quantity')}
          description={
            lots !== undefined ? t('ticket.lots', { lots: String(lots), lot: String(terms.boardLot) }) : undefined
          }
          value={form.quantity}
          onChange={(quantity) => set({ quantity })}
          onStep={(by) => set({ quantity: steppedQuantity(form.quantity, terms.boardLot, by) })}
          downLabel={t('ticket.quantityDown')}
          upLabel={t('ticket.quantityUp')}
          error={errors.quantity?.key === 'oddLot' ? errorText(errors.quantity) : shown(errors.quantity)}
          testId="quantity"
          inputMode="numeric"
        />
      </SimpleGrid>
      {offSpread && (
        <OffSpreadConfirmation
          offSpread={offSpread}
          confirmed={form.confirmOutOfSpread}
          onConfirmed={(confirmOutOfSpread) => set({ confirmOutOfSpread })}
          error={shown(errors.confirmOutOfSpread)}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect
          label={t('ticket.validity')}
          value={form.programOrderType}
          onChange={(event) => set({ programOrderType: event.currentTarget.value })}
          data={terms.programOrderTypes.map((type) => ({ value: type, label: labels.programOrderType(type) }))}
          data-testid="program-order-type"
        />
        {form.programOrderType === 'goodTillDate' && terms.goodTillDateRange && (
          <TextInput
            type="date"
            label={t('ticket.goodTillDate')}
            description={t('ticket.goodTillDateRange', terms.goodTillDateRange)}
            min={terms.goodTillDateRange.from}
            max={terms.goodTillDateRange.to}
            value={form.goodTillDate}
            onChange={(event) => set({ goodTillDate: event.currentTarget.value })}
            error={errorText(errors.goodTillDate)}
            data-testid="good-till-date"
          />
        )}
      </SimpleGrid>
      {offersPrePostMarket(terms, form.orderType) && (
        <Checkbox
          label={t('ticket.prePostMarket')}
          description={t('ticket.prePostMarketHint')}
          checked={form.prePostMarket}
          onChange={(event) => set({ prePostMarket: event.currentTarget.checked })}
          error={shown(errors.prePostMarket)}
          data-testid="pre-post-market"
        />
      )}
      <TextInput
        label={t('ticket.remark')}
        description={t('ticket.remarkHint')}
        value={form.remark}
        onChange={(event) => set({ remark: event.currentTarget.value })}
        error={errorText(errors.remark)}
        autoComplete="off"
        data-testid="remark"
      />
      {passwordAsked && (
        <Stack gap={6}>
          <PasswordInput
            label={t('ticket.tradePassword')}
            value={form.tradePassword}
            onChange={(event) => set({ tradePassword: event.currentTarget.value })}
            error={shown(errors.tradePassword)}
            autoComplete="off"
            data-testid="trade-password"
          />
          <Checkbox
            label={t('ticket.saveTradePassword')}
            checked={form.saveTradePassword}
            onChange={(event) => set({ saveTradePassword: event.currentTarget.checked })}
          />
        </Stack>
      )}
      <EstimatePanel estimate={props.estimate} side={form.side} terms={terms} />
      {errors.funds && (
        <Text size="sm" c="danger" role="alert" data-testid="funds-error">
          {errorText(errors.funds)}
        </Text>
      )}
      {props.skipConfirmation && (
        <>
          <OrderFailureAlert failure={props.failure} />
          <Group gap="xs">
            <Text size="xs" c="dimmed" data-testid="confirmation-skipped">
              {t('ticket.skipOn')}
            </Text>
            <UnstyledButton onClick={props.onShowConfirmAgain} data-testid="show-confirm-again">
              <Text size="xs" c="info" td="underline">
                {t('ticket.showConfirmAgain')}
              </Text>
            </UnstyledButton>
          </Group>
          {props.reminderFailed && (
            <Text size="xs" c="danger" role="alert">
              {t('ticket.reminderFailed')}
            </Text>
          )}
        </>
      )}
    </TicketForm>
  );
}
