/* A crypto order just placed: its status, filled (quantity at a price) or resting, a link to the history on the
 * client's own ticket, and a new order. */
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { CryptoOrder, CryptoPair } from '@portal/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatPrice, formatQuantity } from '../crypto-common';

export function PlacedCryptoOrder({
  order,
  pair,
  historyLink,
  onNewOrder,
}: {
  order: CryptoOrder;
  pair: CryptoPair;
  historyLink: boolean;
  onNewOrder: () => void;
}) {
  const { t } = useTranslation('cryptoTrading');
  return (
    <Paper withBorder radius="md" p="md" data-testid="order-placed">
      <Stack gap="sm">
        <Title order={2} size="h4" c="success">
          {t(`statuses.${order.status}`)}
        </Title>
        <Text size="sm" data-testid="placed-message">
          {order.status === 'matched'
            ? t('placed.filled', {
                orderId: order.orderId,
                quantity: formatQuantity(order.filledQuantity),
                asset: order.asset,
                price: formatPrice(order.averagePrice ?? order.price, pair),
                currency: order.currency,
              })
            : t('placed.resting', { orderId: order.orderId })}
        </Text>
        <Group gap="sm">
          {historyLink && (
            <Anchor component={Link} to="/cryptos/history" size="sm">
              {t('placed.history')}
            </Anchor>
          )}
          <Button variant="subtle" onClick={onNewOrder} data-testid="new-order">
            {t('quote.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
