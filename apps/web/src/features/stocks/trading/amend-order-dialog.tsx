/* The stock history's amend dialog: a new price or quantity, a confirm, then the amendment sent. */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { StockOrder } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { queryClient } from '../../../shared/api/query-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { OrderFailureAlert } from '../../../shared/ticket/ticket-parts';
import { useStockApi } from '../market/stock-api';
import { formatPrice } from '../market/stock-format';
import { amendedOffSpread, amendmentErrors } from './amendment-rules';
import { OffSpreadConfirmation } from './off-spread-confirmation';
import { OrderChangeDialog, stockOrderChangeFailureOf } from './order-change-dialog';
import { decimalsOf } from './stock-history-format';
import type { TicketFieldError } from './ticket-rules';
import { refreshAfterStockOrder } from './trading-parts';

export function AmendDialog({
  account,
  order,
  overrideOutOfSpread,
  onClose,
}: {
  readonly account: TradingAccount;
  readonly order: StockOrder;
  readonly overrideOutOfSpread: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('stockTrading');
  const client = useStockApi();
  const [price, setPrice] = useState(order.price ?? '');
  const [quantity, setQuantity] = useState(order.quantity);
  // The client's confirmation of a new price off the spread table (asked again for each new price).
  const [confirmedOutOfSpread, setConfirmedOutOfSpread] = useState(false);
  const offSpread = amendedOffSpread(order, price, overrideOutOfSpread);
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [tried, setTried] = useState(false);
  const amend = useMutation(
    {
      mutationFn: () =>
        client.stockOrder.amendStockOrder({
          ...account,
          orderId: order.orderId,
          ...(order.price !== null ? { price: price.trim() } : {}),
          quantity: quantity.trim(),
          ...(offSpread !== undefined && confirmedOutOfSpread ? { confirmOutOfSpread: true } : {}),
        }),
      onSuccess: () => refreshAfterStockOrder(),
    },
    queryClient,
  );
  const errors = amendmentErrors(order, price, quantity, overrideOutOfSpread, confirmedOutOfSpread);
  const ready = !errors.price && !errors.quantity && !errors.confirmOutOfSpread && !errors.unchanged;
  const decimals = decimalsOf(order.exchange);
  const errorText = (error: TicketFieldError | undefined) =>
    error ? t(`ticket.errors.${error.key}`, { ...error.values, defaultValue: error.key }) : undefined;
  const quantityError =
    errors.quantity?.key === 'required'
      ? t('history.amend.belowFilled', { filled: formatNumber(order.filledQuantity, { decimals: 0 }) })
      : errorText(errors.quantity);
  return (
    <OrderChangeDialog kind="amend" orderId={order.orderId} done={amend.isSuccess} onClose={onClose}>
      {step === 'edit' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (ready) setStep('confirm');
          }}
        >
          <Stack gap="sm">
            {order.price !== null && (
              <TextInput
                label={t('history.amend.price', { currency: order.currency })}
                value={price}
                onChange={(event) => {
                  setPrice(event.currentTarget.value);
                  setConfirmedOutOfSpread(false);
                }}
                error={errors.price?.key === 'wrongSpread' || tried ? errorText(errors.price) : undefined}
                inputMode="decimal"
                data-testid="amend-price"
              />
            )}
            {offSpread && (
              <OffSpreadConfirmation
                offSpread={offSpread}
                confirmed={confirmedOutOfSpread}
                onConfirmed={setConfirmedOutOfSpread}
                error={tried ? errorText(errors.confirmOutOfSpread) : undefined}
              />
            )}
            <TextInput
              label={t('history.amend.quantity')}
              description={t('history.amend.filledNote', {
                filled: formatNumber(order.filledQuantity, { decimals: 0 }),
                quantity: formatNumber(order.quantity, { decimals: 0 }),
              })}
              value={quantity}
              onChange={(event) => setQuantity(event.currentTarget.value)}
              error={tried ? quantityError : undefined}
              inputMode="numeric"
              data-testid="amend-quantity"
            />
            {tried && errors.unchanged && (
              <Text size="sm" c="danger" role="alert">
                {t('history.amend.nothingChanged')}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('common.close')}
              </Button>
              <Button type="submit" data-testid="amend-review">
                {t('history.amend.review')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <>
          <Text size="sm" data-testid="amend-summary">
            {t('history.amend.confirmText', {
              fromPrice: order.price === null ? t('common.noValue') : formatPrice(order.price, decimals),
              toPrice: order.price === null ? t('common.noValue') : formatPrice(price.trim(), decimals),
              fromQuantity: formatNumber(order.quantity, { decimals: 0 }),
              toQuantity: formatNumber(quantity.trim(), { decimals: 0 }),
            })}
          </Text>
          <OrderFailureAlert failure={amend.isError ? stockOrderChangeFailureOf(amend.error) : undefined} />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                amend.reset();
                setStep('edit');
              }}
              disabled={amend.isPending}
            >
              {t('history.amend.back')}
            </Button>
            <Button onClick={() => amend.mutate()} loading={amend.isPending} data-testid="amend-confirm">
              {t('history.amend.confirm')}
            </Button>
          </Group>
        </>
      )}
    </OrderChangeDialog>
  );
}
