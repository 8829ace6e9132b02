/* An order of the stock history on a phone: the content of its card (the history list draws the card). */
import { Group, Stack, Text } from '@mantine/core';
import type { StockOrder } from '@portal/contract';
import { formatNumber } from '@portal/contract/domain/number-format';
import { nameIn, useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatPrice } from '../market/stock-format';
import { codeOf, decimalsOf, formatMoment } from './stock-history-format';
import { OrderChangeButtons, PlacedByAdvisor } from './stock-order-row-parts';
import { StockOrderStatusBadge, useStockLabels } from './trading-parts';

/** An order on a phone: what, how much, how far filled, its status and what may be done with it. */
export function OrderCard(props: {
  readonly order: StockOrder;
  readonly canTrade: boolean;
  readonly onAmend: (order: StockOrder) => void;
  readonly onCancel: (order: StockOrder) => void;
}) {
  const { t } = useTranslation('stockTrading');
  const labels = useStockLabels();
  const language = useShownLanguage();
  const { order } = props;
  const decimals = decimalsOf(order.exchange);
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" style={{ minWidth: 0 }} lineClamp={1}>
          <Text span fw={600} size="sm">
            {codeOf(order.exchange, order.code)}
          </Text>{' '}
          {nameIn(order.names, language)}
        </Text>
        <StockOrderStatusBadge status={order.status} />
      </Group>
      <PlacedByAdvisor advisorCode={order.advisorCode} />
      <Text size="sm">
        <Text span c={order.side === 'B' ? 'priceUp' : 'priceDown'} fw={600} size="sm">
          {labels.side(order.side)}
        </Text>{' '}
        {labels.orderType(order.orderType)} ·{' '}
        <span data-testid="order-price">
          {order.price === null ? t('common.noValue') : formatPrice(order.price, decimals)}
        </span>{' '}
        × <span data-testid="order-quantity">{formatNumber(order.quantity, { decimals: 0 })}</span>
      </Text>
      <Text size="xs" c="dimmed">
        {formatMoment(order.placedAt)} · {t('history.filled')}{' '}
        <span data-testid="order-filled">{formatNumber(order.filledQuantity, { decimals: 0 })}</span>
        {order.averageFillPrice !== null ? ` @ ${formatPrice(order.averageFillPrice, decimals)}` : ''}
      </Text>
      {props.canTrade && (order.amendable || order.cancellable) && (
        <Group gap={6}>
          <OrderChangeButtons order={order} onAmend={props.onAmend} onCancel={props.onCancel} />
        </Group>
      )}
    </Stack>
  );
}
